-- Trigger (statement level): the console overview's funnel counts for user_challenges inserted or
-- deleted.
CREATE OR REPLACE FUNCTION public.note_user_challenge_funnel()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A statement's transition tables: new rows count in, old rows count out (an INSERT has no old ones, a DELETE no new ones).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "shown", "accepted", "completed")
      SELECT "challenge_id", sum("shown"), sum("accepted"), sum("completed") FROM (SELECT "challenge_id", 1 AS "shown", ("accepted_at" IS NOT NULL)::int AS "accepted", ("status" = 'completed')::int AS "completed" FROM "new_rows") AS "moved"
      GROUP BY "challenge_id" HAVING sum("shown") <> 0 OR sum("accepted") <> 0 OR sum("completed") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "shown", "accepted", "completed")
      SELECT "challenge_id", sum("shown"), sum("accepted"), sum("completed") FROM (SELECT "challenge_id", -1 AS "shown", -("accepted_at" IS NOT NULL)::int AS "accepted", -("status" = 'completed')::int AS "completed" FROM "old_rows") AS "moved"
      GROUP BY "challenge_id" HAVING sum("shown") <> 0 OR sum("accepted") <> 0 OR sum("completed") <> 0;
  ELSE
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "shown", "accepted", "completed")
      SELECT "challenge_id", sum("shown"), sum("accepted"), sum("completed") FROM (SELECT "challenge_id", 1 AS "shown", ("accepted_at" IS NOT NULL)::int AS "accepted", ("status" = 'completed')::int AS "completed" FROM "new_rows" UNION ALL SELECT "challenge_id", -1 AS "shown", -("accepted_at" IS NOT NULL)::int AS "accepted", -("status" = 'completed')::int AS "completed" FROM "old_rows") AS "moved"
      GROUP BY "challenge_id" HAVING sum("shown") <> 0 OR sum("accepted") <> 0 OR sum("completed") <> 0;
  END IF;
  RETURN NULL;
END;
$function$;
