-- Every change to the settings table, whoever makes it, tells the server processes to drop their cached copy (services/settings-cache.ts).
CREATE FUNCTION "notify_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_settings_changed"();
