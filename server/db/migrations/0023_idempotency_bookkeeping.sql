-- Idempotency-Key claims and answers in one batch (server/plugins/idempotency.ts, server/db/batched.ts): the requests that claim a key and those that store an answer while a batch is in flight go out together, one statement and one commit for both instead of one of each. The rules stay in the functions of migration 0019, called here: answers first, then claims, each in key order, so two processes' batches cannot deadlock (an answer updates only a row its own process claimed in an earlier batch). Commits do not wait for the disk, as in migration 0014.
CREATE FUNCTION "idempotency_bookkeeping"(p_claims jsonb, p_answers jsonb, p_lease_seconds integer) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(p_answers) > 0 THEN
    PERFORM "store_idempotent_answers"(p_answers);
  END IF;
  IF jsonb_array_length(p_claims) > 0 THEN
    RETURN QUERY SELECT * FROM "claim_idempotency_keys"(p_claims, p_lease_seconds);
  END IF;
END;
$$;--> statement-breakpoint
-- A claim row is updated twice soon after it is written (the effect's mark, then the answer): room left on each page keeps those updates on the row's own page (HOT), with no new index entry. Applies to pages written from now on.
ALTER TABLE "idempotency_keys" SET (fillfactor = 50);
