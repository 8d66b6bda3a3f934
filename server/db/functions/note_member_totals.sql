-- Trigger (statement level): the console overview's member totals (members, outstanding points) from
-- the statement's transition tables.
CREATE OR REPLACE FUNCTION public.note_member_totals()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A statement's transition tables: new rows count in, old rows count out (an INSERT has no old ones, a DELETE no new ones).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "member_totals_changes" ("members", "outstanding")
      SELECT count(*) FILTER (WHERE "deactivated_at" IS NULL), sum("points") FROM "new_rows" HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "member_totals_changes" ("members", "outstanding")
      SELECT -count(*) FILTER (WHERE "deactivated_at" IS NULL), -sum("points") FROM "old_rows" HAVING count(*) > 0;
  ELSE
    INSERT INTO "member_totals_changes" ("members", "outstanding")
      SELECT sum("members"), sum("points") FROM (
        SELECT ("deactivated_at" IS NULL)::int AS "members", "points" FROM "new_rows"
        UNION ALL SELECT -("deactivated_at" IS NULL)::int, -"points" FROM "old_rows") AS "moved"
      HAVING sum("members") <> 0 OR sum("points") <> 0;
  END IF;
  RETURN NULL;
END;
$function$;
