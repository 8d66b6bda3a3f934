-- Trigger: NOTIFY prizes_changed, so every process drops its cached prizes.
CREATE OR REPLACE FUNCTION public.notify_prizes_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('prizes_changed', '');
  RETURN NULL;
END;
$function$;
