-- A transfer moves lots: the sender's spendable lots (neither pending nor expired), oldest-expiring first, become the recipient's lots
-- with the same expiry (spendable at once), so passing points back and forth never renews them
-- (docs/money.md "Transfers"). Called by transfer_points with both members locked. One lot at a time
-- along points_lots_open_user_idx (user_id, expires_at, id): only the lots taken are read and locked.
CREATE OR REPLACE FUNCTION public.transfer_points_lots(p_sender integer, p_recipient integer, p_points integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_left integer := p_points;
  v_lot record;
  v_take integer;
BEGIN
  WHILE v_left > 0 LOOP
    SELECT l."id", l."remaining", l."expires_at" INTO v_lot FROM "points_lots" l
      WHERE l."user_id" = p_sender AND l."remaining" > 0 AND l."available_at" <= clock_timestamp()
        AND (l."expires_at" IS NULL OR l."expires_at" > clock_timestamp())
      ORDER BY l."expires_at" NULLS LAST, l."id" LIMIT 1 FOR UPDATE;
    EXIT WHEN NOT FOUND;
    v_take := least(v_left, v_lot."remaining");
    UPDATE "points_lots" SET "remaining" = "remaining" - v_take WHERE "id" = v_lot."id";
    INSERT INTO "points_lots" ("user_id", "amount", "remaining", "available_at", "expires_at")
      VALUES (p_recipient, v_take, v_take, now(), v_lot."expires_at");
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    -- Only a balance the lots do not fully cover (points set outside the ledger) gets here.
    INSERT INTO "points_lots" ("user_id", "amount", "remaining", "available_at", "expires_at")
      VALUES (p_recipient, v_left, v_left, now(), NULL);
  END IF;
END;
$function$;
