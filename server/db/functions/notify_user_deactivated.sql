-- Trigger: NOTIFY session_ended for all of a member's sessions when the member is deactivated.
CREATE OR REPLACE FUNCTION public.notify_user_deactivated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('session_ended', 'u:' || NEW.id);
  RETURN NULL;
END;
$function$;
