-- Trigger: points were adjusted by staff, a till purchase or a partner (ledger kind manual_award) (a webhook event, record_webhook_event.sql).
CREATE OR REPLACE FUNCTION public.webhook_points_adjusted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_webhook_event('points.adjusted', NEW."user_id", jsonb_build_object('ledger_id', NEW."id", 'delta', NEW."delta", 'balance_after', NEW."balance_after", 'reason', NEW."title", 'partner_key_id', NEW."partner_key_id", 'adjusted_at', to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN NULL;
END;
$function$;
