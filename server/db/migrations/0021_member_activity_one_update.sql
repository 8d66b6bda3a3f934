-- A member's latest activity (migration 0017) in one statement on the usual path: the update reads the value it replaces from the row itself, instead of a SELECT ... FOR UPDATE first (a statement and a row lock written to the log on every ledger posting). post_points calls this under the member's row lock, so nothing else moves the row in between. Same rules as before: a later time moves the member's activity, a move to another UTC day is appended to member_activity_changes, and a member's first activity adds one to its day.
CREATE OR REPLACE FUNCTION "record_member_activity"(p_user integer, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
