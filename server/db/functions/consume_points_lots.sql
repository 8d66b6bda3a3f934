-- Takes p_points out of the member's lots, oldest-expiring spendable lots first (FIFO; never-expiring
-- last), then pending ones, then expired ones the expiry job has not emptied yet (only a staff correction
-- reaches those two: redeem_prize and transfer_points refuse to spend pending or expired points). The
-- caller holds the member's row lock (post_points' UPDATE).
CREATE OR REPLACE FUNCTION public.consume_points_lots(p_user integer, p_points integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_left integer := p_points;
  v_lot record;
  v_take integer;
BEGIN
  FOR v_lot IN SELECT l."id", l."remaining" FROM "points_lots" l WHERE l."user_id" = p_user AND l."remaining" > 0
      ORDER BY coalesce(l."expires_at" <= clock_timestamp(), false), l."available_at" > clock_timestamp(), l."expires_at" NULLS LAST, l."available_at", l."id" FOR UPDATE LOOP
    EXIT WHEN v_left = 0;
    v_take := least(v_left, v_lot."remaining");
    UPDATE "points_lots" SET "remaining" = "remaining" - v_take WHERE "id" = v_lot."id";
    v_left := v_left - v_take;
  END LOOP;
END;
$function$;
