-- Trigger: a reward was used (at the till or by a partner) (a webhook event, record_webhook_event.sql).
CREATE OR REPLACE FUNCTION public.webhook_reward_used()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_webhook_event('reward.used', NEW."user_id", jsonb_build_object('reward_id', NEW."id", 'prize_id', NEW."prize_id", 'used_at', to_char(NEW."used_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN NULL;
END;
$function$;
