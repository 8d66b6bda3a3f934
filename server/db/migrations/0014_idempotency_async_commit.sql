-- An Idempotency-Key's claim and its stored answer are written without waiting for the disk (docs/money.md, "Idempotency"). Safe because PostgreSQL writes its log in order: the effect's own transaction commits synchronously after the claim, so once the effect is durable the claim is too; an answer lost in a crash leaves an applied claim, which a retry reports as AlreadyApplied, as when the process dies. Each function is called as a statement of its own, never inside another transaction, whose commit it would make asynchronous too.
CREATE FUNCTION "claim_idempotency_key"(p_scope integer, p_key text, p_route text, p_response jsonb, p_token text, p_lease_seconds integer)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO "idempotency_keys" ("user_id", "key", "route", "response", "claim_token", "lease_until")
    VALUES (p_scope, p_key, p_route, p_response, p_token, now() + make_interval(secs => p_lease_seconds))
    ON CONFLICT DO NOTHING;
  RETURN FOUND;
END;
$$;--> statement-breakpoint

-- The answer is stored as { f: the request's fingerprint, body: the answer's JSON } (server/plugins/idempotency.ts).
CREATE FUNCTION "store_idempotent_answer"(p_scope integer, p_key text, p_token text, p_status integer, p_fingerprint text, p_body jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  UPDATE "idempotency_keys" SET "status_code" = p_status, "response" = jsonb_build_object('f', p_fingerprint, 'body', p_body)
    WHERE "user_id" = p_scope AND "key" = p_key AND "claim_token" = p_token;
END;
$$;
