-- Trigger: NOTIFY challenges_changed, so every process drops its cached challenge catalogue.
CREATE OR REPLACE FUNCTION public.notify_challenges_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('challenges_changed', '');
  RETURN NULL;
END;
$function$;
