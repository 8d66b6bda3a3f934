-- Trigger: NOTIFY settings_changed, so every process reloads the programme's settings.
CREATE OR REPLACE FUNCTION public.notify_settings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END;
$function$;
