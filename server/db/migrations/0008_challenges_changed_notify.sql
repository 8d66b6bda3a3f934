-- Every change to the programme's challenges, their options or owners, whoever makes it, tells the server processes to drop their kept copy (services/challenges/catalogue.ts). Row triggers: a statement that changes nothing (the announcement job's claim, mostly) says nothing, and PostgreSQL sends one notification per transaction for the same payload.
CREATE FUNCTION "notify_challenges_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('challenges_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "challenges_changed" AFTER INSERT OR UPDATE OR DELETE ON "challenges"
  FOR EACH ROW EXECUTE FUNCTION "notify_challenges_changed"();--> statement-breakpoint
CREATE TRIGGER "challenges_truncated" AFTER TRUNCATE ON "challenges"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_challenges_changed"();--> statement-breakpoint
CREATE TRIGGER "challenge_options_changed" AFTER INSERT OR UPDATE OR DELETE ON "challenge_options"
  FOR EACH ROW EXECUTE FUNCTION "notify_challenges_changed"();--> statement-breakpoint
CREATE TRIGGER "challenge_options_truncated" AFTER TRUNCATE ON "challenge_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_challenges_changed"();--> statement-breakpoint
CREATE TRIGGER "owners_changed" AFTER INSERT OR UPDATE OR DELETE ON "owners"
  FOR EACH ROW EXECUTE FUNCTION "notify_challenges_changed"();--> statement-breakpoint
CREATE TRIGGER "owners_truncated" AFTER TRUNCATE ON "owners"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_challenges_changed"();
