-- Claims several Idempotency-Keys in one statement, answering the tokens that won
-- (server/plugins/idempotency.ts).
CREATE OR REPLACE FUNCTION public.claim_idempotency_keys(p_claims jsonb, p_lease_seconds integer)
 RETURNS SETOF text
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY
    INSERT INTO "idempotency_keys" ("user_id", "key", "route", "response", "claim_token", "lease_until")
      SELECT c."scope", c."key", c."route", c."response", c."token", now() + make_interval(secs => p_lease_seconds)
        FROM jsonb_to_recordset(p_claims) AS c("scope" integer, "key" text, "route" text, "response" jsonb, "token" text)
        ORDER BY c."scope", c."key"
      ON CONFLICT DO NOTHING
      RETURNING "claim_token";
END;
$function$;
