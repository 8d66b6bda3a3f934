-- The claims and answers of Idempotency-Keys in batches (server/plugins/idempotency.ts, server/db/batched.ts): while one
-- batch is in flight, the requests that claim or answer meanwhile wait and go out together, in one statement and one
-- commit. Rows are taken in key order, so two processes' batches cannot deadlock. Commits do not wait for the disk,
-- as in migration 0014. The one-key functions of migration 0014 now call these, so each rule has one place.
CREATE FUNCTION "claim_idempotency_keys"(p_claims jsonb, p_lease_seconds integer) RETURNS SETOF text LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "store_idempotent_answers"(p_answers jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  a record;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR a IN SELECT * FROM jsonb_to_recordset(p_answers)
      AS x("scope" integer, "key" text, "token" text, "status" integer, "f" text, "body" jsonb) ORDER BY x."scope", x."key" LOOP
    UPDATE "idempotency_keys" SET "status_code" = a."status", "response" = jsonb_build_object('f', a."f", 'body', a."body")
      WHERE "user_id" = a."scope" AND "key" = a."key" AND "claim_token" = a."token";
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "claim_idempotency_key"(p_scope integer, p_key text, p_route text, p_response jsonb, p_token text, p_lease_seconds integer)
RETURNS boolean LANGUAGE sql AS $$
  SELECT EXISTS (SELECT FROM "claim_idempotency_keys"(
    jsonb_build_array(jsonb_build_object('scope', p_scope, 'key', p_key, 'route', p_route, 'response', p_response, 'token', p_token)),
    p_lease_seconds));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_idempotent_answer"(p_scope integer, p_key text, p_token text, p_status integer, p_fingerprint text, p_body jsonb)
RETURNS void LANGUAGE sql AS $$
  SELECT "store_idempotent_answers"(jsonb_build_array(jsonb_build_object('scope', p_scope, 'key', p_key, 'token', p_token,
    'status', p_status, 'f', p_fingerprint, 'body', p_body)));
$$;
