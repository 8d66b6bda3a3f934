-- Trigger (row level): the console overview's funnel counts for one achievement.
CREATE OR REPLACE FUNCTION public.note_achievement_funnel_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."collected_at" IS NOT NULL AND OLD."challenge_id" IS NOT NULL THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected") VALUES (OLD."challenge_id", -1);
  END IF;
  IF NEW."collected_at" IS NOT NULL AND NEW."challenge_id" IS NOT NULL THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected") VALUES (NEW."challenge_id", 1);
  END IF;
  RETURN NULL;
END;
$function$;
