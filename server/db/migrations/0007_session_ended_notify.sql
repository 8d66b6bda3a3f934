-- A session that ends before its time or changes other than by a renewal (the expiry and last-seen time both moving on), or a user deactivated, tells every server process to drop the sessions it keeps (services/auth/session-cache.ts). Sessions deleted after they expired need no word: an expired session is never served from memory.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', 's:' || OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_deleted" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at OR NEW.last_seen_at < OLD.last_seen_at OR NEW.user_id <> OLD.user_id OR NEW.id <> OLD.id)
  EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE FUNCTION "notify_sessions_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_truncated"();--> statement-breakpoint
CREATE FUNCTION "notify_user_deactivated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', 'u:' || NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_deactivated" AFTER UPDATE OF "deactivated_at" ON "users"
  FOR EACH ROW WHEN (NEW.deactivated_at IS DISTINCT FROM OLD.deactivated_at) EXECUTE FUNCTION "notify_user_deactivated"();
