-- Trigger: a member got a reward (points redeemed for a prize, or a challenge's prize) (a webhook event, record_webhook_event.sql).
CREATE OR REPLACE FUNCTION public.webhook_reward_redeemed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_webhook_event('reward.redeemed', NEW."user_id", jsonb_build_object('reward_id', NEW."id", 'prize_id', NEW."prize_id", 'challenge_id', NEW."challenge_id", 'valid_till', to_char(NEW."valid_till" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'redeemed_at', to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN NULL;
END;
$function$;
