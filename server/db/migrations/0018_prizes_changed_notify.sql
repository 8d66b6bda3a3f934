-- Every change to a prize other than its stock, whoever makes it, tells the server processes to drop their kept copy of the active prizes (services/economy/prize-cache.ts), as migration 0008 does for challenges. A redemption takes one item of a limited stock in every purchase: that change alone says nothing, since what a process keeps is read for a reward's code, validity and name, and redeem_prize checks the stock, price and state of the prize in the database itself.
CREATE FUNCTION "notify_prizes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prizes_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prizes_changed" AFTER INSERT OR DELETE ON "prizes"
  FOR EACH ROW EXECUTE FUNCTION "notify_prizes_changed"();--> statement-breakpoint
CREATE TRIGGER "prizes_updated" AFTER UPDATE ON "prizes"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'items_left') IS DISTINCT FROM (to_jsonb(NEW) - 'items_left'))
  EXECUTE FUNCTION "notify_prizes_changed"();--> statement-breakpoint
CREATE TRIGGER "prizes_truncated" AFTER TRUNCATE ON "prizes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_prizes_changed"();
