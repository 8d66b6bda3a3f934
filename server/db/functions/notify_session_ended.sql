-- Trigger: NOTIFY session_ended with the session's id when a session is deleted or changed, so every
-- process forgets it at once.
CREATE OR REPLACE FUNCTION public.notify_session_ended()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('session_ended', 's:' || OLD.id);
  RETURN NULL;
END;
$function$;
