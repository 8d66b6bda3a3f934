-- A drop whose grace days are over (the daily tier review): the member moves down unless they have
-- reached their tier again meanwhile (note_tier_progress then removed the pending drop). Once only: the
-- pending drop is deleted with it.
CREATE OR REPLACE FUNCTION public.apply_tier_drop(p_user integer, p_now timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_to integer;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = p_user FOR UPDATE;
  DELETE FROM "tier_pending_drops" WHERE "user_id" = p_user AND "drop_at" <= p_now RETURNING "to_tier_id" INTO v_to;
  IF v_to IS NULL THEN
    RETURN false;
  END IF;
  PERFORM "change_member_tier"(p_user, v_to, 'review', p_now);
  RETURN true;
END;
$function$;
