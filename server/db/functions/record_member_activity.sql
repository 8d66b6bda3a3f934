-- The console overview's member activity: a member's last ledger time and the per-day counts of active
-- members (called by post_points).
CREATE OR REPLACE FUNCTION public.record_member_activity(p_user integer, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_before timestamptz;
BEGIN
  UPDATE "member_activity" m SET "last_active_at" = p_at
    FROM (SELECT "last_active_at" FROM "member_activity" WHERE "user_id" = p_user) o
    WHERE m."user_id" = p_user AND o."last_active_at" < p_at
    RETURNING o."last_active_at" INTO v_before;
  IF FOUND THEN
    IF (v_before AT TIME ZONE 'UTC')::date <> (p_at AT TIME ZONE 'UTC')::date THEN
      INSERT INTO "member_activity_changes" ("day", "members")
        VALUES ((p_at AT TIME ZONE 'UTC')::date, 1), ((v_before AT TIME ZONE 'UTC')::date, -1);
    END IF;
    RETURN;
  END IF;
  -- No row yet (or one already at a later time, which the insert leaves alone).
  INSERT INTO "member_activity" ("user_id", "last_active_at") VALUES (p_user, p_at) ON CONFLICT ("user_id") DO NOTHING;
  IF FOUND THEN
    INSERT INTO "member_activity_changes" ("day", "members") VALUES ((p_at AT TIME ZONE 'UTC')::date, 1);
  END IF;
END;
$function$;
