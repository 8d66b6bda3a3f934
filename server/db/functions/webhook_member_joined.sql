-- Trigger: a member joined (a webhook event, record_webhook_event.sql).
CREATE OR REPLACE FUNCTION public.webhook_member_joined()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_webhook_event('member.joined', NEW."id", jsonb_build_object('joined_at', to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'language', NEW."language"));
  RETURN NULL;
END;
$function$;
