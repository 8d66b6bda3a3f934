-- Trigger: NOTIFY session_ended for every session ('*') when the sessions table is truncated.
CREATE OR REPLACE FUNCTION public.notify_sessions_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('session_ended', '*');
  RETURN NULL;
END;
$function$;
