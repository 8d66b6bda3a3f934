-- Trigger: a member's challenge changed: a row in the live changes outbox (live_changes) for their open
-- streams.
CREATE OR REPLACE FUNCTION public.notify_user_challenge_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "live_changes" ("user_id") VALUES (NEW."user_id");
  RETURN NULL;
END;
$function$;
