-- Trigger: the console overview's active-member counts lose the days of deleted member_activity rows.
CREATE OR REPLACE FUNCTION public.note_member_activity_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "member_activity_changes" ("day", "members")
    SELECT ("last_active_at" AT TIME ZONE 'UTC')::date, -count(*) FROM "old_rows" GROUP BY 1;
  RETURN NULL;
END;
$function$;
