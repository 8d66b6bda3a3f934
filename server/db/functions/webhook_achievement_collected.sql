-- Trigger: a member collected an achievement's points (a webhook event, record_webhook_event.sql).
CREATE OR REPLACE FUNCTION public.webhook_achievement_collected()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_webhook_event('achievement.collected', NEW."user_id", jsonb_build_object('achievement_id', NEW."id", 'challenge_id', NEW."challenge_id", 'points', NEW."points", 'collected_at', to_char(NEW."collected_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN NULL;
END;
$function$;
