-- A member's challenge moving (status or progress), whoever moves it (a partner event, an invitation that joined, an e-mail confirmed elsewhere, the member's own answer), tells the server processes, which pass it to that member's open app (services/live-updates.ts).
CREATE FUNCTION "notify_user_challenge_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_challenges_changed', NEW."user_id"::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_challenge_changed" AFTER UPDATE ON "user_challenges"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."progress_dividend" IS DISTINCT FROM NEW."progress_dividend")
  EXECUTE FUNCTION "notify_user_challenge_changed"();
