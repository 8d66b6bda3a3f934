-- One statement and one commit for a batch of Idempotency-Key answers and claims: answers first, then
-- claims, each in key order (server/plugins/idempotency.ts).
CREATE OR REPLACE FUNCTION public.idempotency_bookkeeping(p_claims jsonb, p_answers jsonb, p_lease_seconds integer)
 RETURNS SETOF text
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF jsonb_array_length(p_answers) > 0 THEN
    PERFORM "store_idempotent_answers"(p_answers);
  END IF;
  IF jsonb_array_length(p_claims) > 0 THEN
    RETURN QUERY SELECT * FROM "claim_idempotency_keys"(p_claims, p_lease_seconds);
  END IF;
END;
$function$;
