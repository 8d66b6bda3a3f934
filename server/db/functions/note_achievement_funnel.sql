-- Trigger (statement level): the console overview's funnel counts when achievements are inserted or
-- deleted in bulk.
CREATE OR REPLACE FUNCTION public.note_achievement_funnel()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A statement's transition tables: new rows count in, old rows count out (an INSERT has no old ones, a DELETE no new ones).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected")
      SELECT "challenge_id", sum("collected") FROM (SELECT "challenge_id", 1 AS "collected" FROM "new_rows" WHERE "collected_at" IS NOT NULL AND "challenge_id" IS NOT NULL) AS "moved"
      GROUP BY "challenge_id" HAVING sum("collected") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected")
      SELECT "challenge_id", sum("collected") FROM (SELECT "challenge_id", -1 AS "collected" FROM "old_rows" WHERE "collected_at" IS NOT NULL AND "challenge_id" IS NOT NULL) AS "moved"
      GROUP BY "challenge_id" HAVING sum("collected") <> 0;
  ELSE
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected")
      SELECT "challenge_id", sum("collected") FROM (SELECT "challenge_id", 1 AS "collected" FROM "new_rows" WHERE "collected_at" IS NOT NULL AND "challenge_id" IS NOT NULL UNION ALL SELECT "challenge_id", -1 AS "collected" FROM "old_rows" WHERE "collected_at" IS NOT NULL AND "challenge_id" IS NOT NULL) AS "moved"
      GROUP BY "challenge_id" HAVING sum("collected") <> 0;
  END IF;
  RETURN NULL;
END;
$function$;
