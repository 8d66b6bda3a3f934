-- A member's review at the end of their tier's window (the daily tier review, server/services/tiers/
-- review-tiers.ts): still qualifying keeps the tier for another window; otherwise the member drops
-- (to the tier their points reach, or one tier down when tier_rules.drop_one_at_most), at once or,
-- with grace days, when they are over (tier_pending_drops). Not due (already reviewed): nothing.
CREATE OR REPLACE FUNCTION public.review_member_tier(p_user integer, p_now timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_tier integer;
  v_points integer;
  v_review timestamptz;
  v_current integer;
  v_best integer;
  v_best_threshold integer;
  v_target integer;
  v_rules "tier_rules";
BEGIN
  SELECT u."tier_id", u."tier_points", u."tier_review_at" INTO v_tier, v_points, v_review
    FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  IF v_review IS NULL OR v_review > p_now THEN
    RETURN 'not_due';
  END IF;
  SELECT * INTO v_rules FROM "tier_rules" WHERE "id" = 1;
  SELECT t."threshold" INTO v_current FROM "tiers" t WHERE t."id" = v_tier;
  SELECT t."id", t."threshold" INTO v_best, v_best_threshold FROM "tiers" t
    WHERE t."threshold" <= v_points ORDER BY t."threshold" DESC LIMIT 1;
  -- The next review comes a window later whatever happens now (a drop sets its own in change_member_tier).
  UPDATE "users" SET "tier_review_at" = "tier_window_end"(v_review) WHERE "id" = p_user;
  IF v_best_threshold >= v_current THEN
    RETURN 'kept';
  END IF;
  IF v_rules."drop_one_at_most" THEN
    SELECT t."id" INTO v_target FROM "tiers" t WHERE t."threshold" < v_current ORDER BY t."threshold" DESC LIMIT 1;
    IF (SELECT t."threshold" FROM "tiers" t WHERE t."id" = v_target) < v_best_threshold THEN
      v_target := v_best;
    END IF;
  ELSE
    v_target := v_best;
  END IF;
  IF v_rules."grace_days" > 0 AND v_review + make_interval(days => v_rules."grace_days") > p_now THEN
    INSERT INTO "tier_pending_drops" ("user_id", "to_tier_id", "drop_at")
      VALUES (p_user, v_target, v_review + make_interval(days => v_rules."grace_days"))
      ON CONFLICT ("user_id") DO UPDATE SET "to_tier_id" = EXCLUDED."to_tier_id", "drop_at" = EXCLUDED."drop_at";
    RETURN 'grace';
  END IF;
  PERFORM "change_member_tier"(p_user, v_target, 'review', p_now);
  RETURN 'dropped';
END;
$function$;
