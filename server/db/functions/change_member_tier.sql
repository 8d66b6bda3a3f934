-- THE change of a member's tier: every move up or down goes through here (note_tier_progress on an
-- earning, review_member_tier and apply_tier_drop in the daily review, the console when a tier goes).
-- It sets users.tier_id and the next review (the window's end; none in the base tier), forgets a pending
-- drop, records the change in tier_changes (the member's history) and nudges the member's open app
-- through the live outbox, and records the tier.changed webhook event (docs/webhooks.md).
CREATE OR REPLACE FUNCTION public.change_member_tier(p_user integer, p_to integer, p_reason text, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_from integer;
  v_from_threshold integer;
  v_to_threshold integer;
  v_to_base boolean;
BEGIN
  SELECT u."tier_id" INTO v_from FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  IF NOT FOUND OR v_from = p_to THEN
    RETURN;
  END IF;
  SELECT t."threshold" INTO v_from_threshold FROM "tiers" t WHERE t."id" = v_from;
  SELECT t."threshold", t."is_base" INTO v_to_threshold, v_to_base FROM "tiers" t WHERE t."id" = p_to;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE "users" SET "tier_id" = p_to, "tier_review_at" = CASE WHEN v_to_base THEN NULL ELSE "tier_window_end"(p_at) END
    WHERE "id" = p_user;
  DELETE FROM "tier_pending_drops" WHERE "user_id" = p_user;
  INSERT INTO "tier_changes" ("user_id", "from_tier_id", "to_tier_id", "direction", "reason", "created_at")
    VALUES (p_user, v_from, p_to, CASE WHEN v_to_threshold > coalesce(v_from_threshold, -1) THEN 'up' ELSE 'down' END, p_reason, p_at);
  INSERT INTO "live_changes" ("user_id") VALUES (p_user);
  PERFORM "record_webhook_event"('tier.changed', p_user, jsonb_build_object(
    'from_tier', (SELECT jsonb_build_object('id', t."id", 'name', t."name", 'threshold', t."threshold") FROM "tiers" t WHERE t."id" = v_from),
    'to_tier', (SELECT jsonb_build_object('id', t."id", 'name', t."name", 'threshold', t."threshold") FROM "tiers" t WHERE t."id" = p_to),
    'direction', CASE WHEN v_to_threshold > coalesce(v_from_threshold, -1) THEN 'up' ELSE 'down' END,
    'reason', CASE p_reason WHEN 'earning' THEN 'points' WHEN 'console' THEN 'staff' ELSE p_reason END,
    'changed_at', to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
END;
$function$;
