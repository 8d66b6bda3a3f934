-- An earning's qualifying points (called by post_points in the earning's transaction, docs/money.md
-- "Tiers"): post_points' own UPDATE has added them to the member's running window total
-- (users.tier_points, passed here as p_tier_points with the member's tier); here the member's tally for
-- the day grows and the member moves up at once when the total reaches a higher tier; reaching their own
-- tier again cancels a pending drop. O(1): one upsert and two index lookups, whatever the window's length.
CREATE OR REPLACE FUNCTION public.note_tier_progress(p_user integer, p_earned integer, p_tier integer, p_tier_points integer, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_current integer;
  v_best integer;
  v_best_threshold integer;
BEGIN
  INSERT INTO "tier_points_days" ("user_id", "day", "points") VALUES (p_user, (p_at AT TIME ZONE 'UTC')::date, p_earned)
    ON CONFLICT ("user_id", "day") DO UPDATE SET "points" = "tier_points_days"."points" + EXCLUDED."points";
  SELECT t."threshold" INTO v_current FROM "tiers" t WHERE t."id" = p_tier;
  SELECT t."id", t."threshold" INTO v_best, v_best_threshold FROM "tiers" t
    WHERE t."threshold" <= p_tier_points ORDER BY t."threshold" DESC LIMIT 1;
  IF v_best_threshold >= coalesce(v_current, 0) THEN
    DELETE FROM "tier_pending_drops" WHERE "user_id" = p_user;
  END IF;
  IF v_best_threshold > coalesce(v_current, 0) THEN
    PERFORM "change_member_tier"(p_user, v_best, 'earning', p_at);
  END IF;
END;
$function$;
