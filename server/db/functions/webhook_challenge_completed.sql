-- Trigger: a member completed a challenge (a webhook event, record_webhook_event.sql).
CREATE OR REPLACE FUNCTION public.webhook_challenge_completed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_webhook_event('challenge.completed', NEW."user_id", jsonb_build_object('challenge_id', NEW."challenge_id", 'completed_at', to_char(coalesce(NEW."completed_at", NEW."updated_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN NULL;
END;
$function$;
