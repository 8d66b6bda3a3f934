-- An earning becomes a lot: spendable after the programme's pending days, from the next UTC midnight (the
-- app names the day it becomes spendable, as it names the last day of a validity), expiring by its
-- validity (points_validity, points_expiry_time). Called through apply_points_lots by post_points.
CREATE OR REPLACE FUNCTION public.add_points_lot(p_user integer, p_points integer, p_at timestamp with time zone, p_ledger bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rule "points_validity";
BEGIN
  SELECT * INTO v_rule FROM "points_validity" WHERE "id" = 1;
  INSERT INTO "points_lots" ("user_id", "ledger_id", "amount", "remaining", "available_at", "expires_at")
    VALUES (p_user, p_ledger, p_points, p_points,
      CASE WHEN coalesce(v_rule."pending_days", 0) = 0 THEN p_at
        ELSE date_trunc('day', p_at + make_interval(days => v_rule."pending_days") - interval '1 microsecond', 'UTC') + interval '1 day' END,
      "points_expiry_time"(v_rule."mode", v_rule."months", p_at));
END;
$function$;
