-- The console overview's member activity: a member's last ledger time and the per-day counts of active
-- members (called by post_points, which holds the member's row lock: one posting at a time per member).
-- A read and then the one write it needs: cheaper than an UPDATE joined to the row's old version,
-- above all for a member's first posting (no row yet).
CREATE OR REPLACE FUNCTION public.record_member_activity(p_user integer, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_before timestamptz;
BEGIN
  SELECT m."last_active_at" INTO v_before FROM "member_activity" m WHERE m."user_id" = p_user;
  IF NOT FOUND THEN
    INSERT INTO "member_activity" ("user_id", "last_active_at") VALUES (p_user, p_at) ON CONFLICT ("user_id") DO NOTHING;
    IF FOUND THEN
      INSERT INTO "member_activity_changes" ("day", "members") VALUES ((p_at AT TIME ZONE 'UTC')::date, 1);
    END IF;
  ELSIF v_before < p_at THEN
    UPDATE "member_activity" SET "last_active_at" = p_at WHERE "user_id" = p_user;
    IF (v_before AT TIME ZONE 'UTC')::date <> (p_at AT TIME ZONE 'UTC')::date THEN
      INSERT INTO "member_activity_changes" ("day", "members")
        VALUES ((p_at AT TIME ZONE 'UTC')::date, 1), ((v_before AT TIME ZONE 'UTC')::date, -1);
    END IF;
  END IF;
  -- A row already at a later time (or inserted meanwhile) is left alone.
END;
$function$;
