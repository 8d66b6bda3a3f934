-- Marks a request's Idempotency-Key claim as applied inside the effect's own statement, so the mark
-- commits or rolls back with the money it guards (server/db/effect-claim.ts).
CREATE OR REPLACE FUNCTION public.claim_effect(p_scope integer, p_key text, p_token text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF p_key IS NULL THEN
    RETURN true;
  END IF;
  UPDATE "idempotency_keys" SET "effect_at" = now()
    WHERE "user_id" = p_scope AND "key" = p_key AND "claim_token" = p_token AND "status_code" IS NULL;
  RETURN FOUND;
END;
$function$;
