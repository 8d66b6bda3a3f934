-- A member's challenge moving no longer NOTIFYs inside the transaction that moved it: a transaction that NOTIFYs holds one lock for the whole cluster through its commit, so every completion queued behind every other (issue 13; measured with pgbench at about a quarter of the throughput). The trigger writes the member's id into an unlogged outbox instead, and the server processes drain it a few times a second and NOTIFY in one batch (services/live-updates.ts). Unlogged: losing it in a crash loses only a hint, the app also polls.
CREATE UNLOGGED TABLE "live_changes" ("user_id" integer NOT NULL);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_user_challenge_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_changes" ("user_id") VALUES (NEW."user_id");
  RETURN NULL;
END;
$$;
