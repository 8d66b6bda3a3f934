-- A drop whose grace days are over (the daily tier review): the member moves down unless they have
-- reached their tier again meanwhile (note_tier_progress then removed the pending drop). Points earned
-- during the grace days count: the member lands no lower than the tier their points reach now (the target
-- was worked out at the review). Once only: the pending drop is deleted with it.
CREATE OR REPLACE FUNCTION public.apply_tier_drop(p_user integer, p_now timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_to integer;
  v_points integer;
  v_current integer;
  v_reached integer;
BEGIN
  SELECT u."tier_points", t."threshold" INTO v_points, v_current
    FROM "users" u LEFT JOIN "tiers" t ON t."id" = u."tier_id" WHERE u."id" = p_user FOR UPDATE OF u;
  DELETE FROM "tier_pending_drops" WHERE "user_id" = p_user AND "drop_at" <= p_now RETURNING "to_tier_id" INTO v_to;
  IF v_to IS NULL THEN
    RETURN false;
  END IF;
  SELECT t."id" INTO v_reached FROM "tiers" t
    WHERE t."threshold" <= v_points AND t."threshold" > (SELECT d."threshold" FROM "tiers" d WHERE d."id" = v_to)
    ORDER BY t."threshold" DESC LIMIT 1;
  IF v_reached IS NOT NULL THEN
    IF (SELECT t."threshold" FROM "tiers" t WHERE t."id" = v_reached) >= v_current THEN
      RETURN false;
    END IF;
    v_to := v_reached;
  END IF;
  PERFORM "change_member_tier"(p_user, v_to, 'review', p_now);
  RETURN true;
END;
$function$;
