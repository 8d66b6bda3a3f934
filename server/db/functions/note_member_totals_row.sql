-- Trigger (row level): the console overview's member totals when a member's points or deactivation
-- change.
CREATE OR REPLACE FUNCTION public.note_member_totals_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "member_totals_changes" ("members", "outstanding")
    VALUES ((NEW."deactivated_at" IS NULL)::int - (OLD."deactivated_at" IS NULL)::int, NEW."points" - OLD."points");
  RETURN NULL;
END;
$function$;
