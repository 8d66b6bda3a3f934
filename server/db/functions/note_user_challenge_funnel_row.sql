-- Trigger (row level): the console overview's funnel counts when one user_challenges row changes
-- status.
CREATE OR REPLACE FUNCTION public.note_user_challenge_funnel_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF OLD."challenge_id" = NEW."challenge_id" THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "accepted", "completed")
      VALUES (NEW."challenge_id", (NEW."accepted_at" IS NOT NULL)::int - (OLD."accepted_at" IS NOT NULL)::int,
        (NEW."status" = 'completed')::int - (OLD."status" = 'completed')::int);
  ELSE
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "shown", "accepted", "completed")
      VALUES (OLD."challenge_id", -1, -(OLD."accepted_at" IS NOT NULL)::int, -(OLD."status" = 'completed')::int),
        (NEW."challenge_id", 1, (NEW."accepted_at" IS NOT NULL)::int, (NEW."status" = 'completed')::int);
  END IF;
  RETURN NULL;
END;
$function$;
