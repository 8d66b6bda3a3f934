-- The overview's figures kept by migration 0016 cost each money move too much (docs/architecture.md, "Console overview at scale"): statement triggers copy every changed row into transition tables and run an aggregate over them, even for the one row a request changes. Here a change of one row costs one plain insert: row triggers with a WHEN condition (not called at all when nothing counted moved) on updates; the member's latest activity kept by the posting itself, which holds the member's row lock. Bulk inserts and deletes keep their statement triggers.
DROP TRIGGER "points_ledger_member_activity" ON "points_ledger";--> statement-breakpoint
DROP FUNCTION "note_member_activity"();--> statement-breakpoint
-- A member's latest posting. Called by post_points under the member's row lock, so no two run at once for one member; when the latest activity moves to another UTC day, the move is appended to member_activity_changes. Ledger rows written other than by post_points (bulk loads) are not seen here.
CREATE FUNCTION "record_member_activity"(p_user integer, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_before timestamptz;
BEGIN
  SELECT "last_active_at" INTO v_before FROM "member_activity" WHERE "user_id" = p_user FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "member_activity" ("user_id", "last_active_at") VALUES (p_user, p_at);
    INSERT INTO "member_activity_changes" ("day", "members") VALUES ((p_at AT TIME ZONE 'UTC')::date, 1);
  ELSIF v_before < p_at THEN
    UPDATE "member_activity" SET "last_active_at" = p_at WHERE "user_id" = p_user;
    IF (v_before AT TIME ZONE 'UTC')::date <> (p_at AT TIME ZONE 'UTC')::date THEN
      INSERT INTO "member_activity_changes" ("day", "members")
        VALUES ((p_at AT TIME ZONE 'UTC')::date, 1), ((v_before AT TIME ZONE 'UTC')::date, -1);
    END IF;
  END IF;
END;
$$;--> statement-breakpoint
-- As in migration 0011, and the member's activity recorded with the ledger row.
CREATE OR REPLACE FUNCTION "post_points"(p_user integer, p_delta integer, p_earned integer, p_kind text, p_title jsonb,
  p_achievement integer, p_prize integer, p_reward integer, p_counterparty integer, p_partner_key integer)
RETURNS TABLE(before_points integer, after_points integer, earned_total integer, entry_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz;
BEGIN
  UPDATE "users" u SET "points" = u."points" + p_delta, "total_points_earned" = u."total_points_earned" + p_earned
    WHERE u."id" = p_user AND u."points" + p_delta >= 0
    RETURNING u."points" - p_delta, u."points", u."total_points_earned" INTO before_points, after_points, earned_total;
  IF NOT FOUND THEN
    SELECT u."points" INTO before_points FROM "users" u WHERE u."id" = p_user;
    after_points := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO "points_ledger" ("user_id", "delta", "balance_after", "kind", "title", "achievement_id", "prize_id", "reward_id",
      "counterparty_user_id", "partner_key_id")
    VALUES (p_user, p_delta, after_points, p_kind, p_title, p_achievement, p_prize, p_reward, p_counterparty, p_partner_key)
    RETURNING "id", "created_at" INTO entry_id, v_at;
  PERFORM "record_member_activity"(p_user, v_at);
  RETURN NEXT;
END;
$$;--> statement-breakpoint
-- A member's points or deactivation moved: one row of change.
DROP TRIGGER "users_totals_updated" ON "users";--> statement-breakpoint
CREATE FUNCTION "note_member_totals_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_totals_changes" ("members", "outstanding")
    VALUES ((NEW."deactivated_at" IS NULL)::int - (OLD."deactivated_at" IS NULL)::int, NEW."points" - OLD."points");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_totals_row_updated" AFTER UPDATE OF "points", "deactivated_at" ON "users" FOR EACH ROW
  WHEN (OLD."points" <> NEW."points" OR (OLD."deactivated_at" IS NULL) <> (NEW."deactivated_at" IS NULL))
  EXECUTE FUNCTION "note_member_totals_row"();--> statement-breakpoint
-- A member's challenge accepted, unaccepted, completed or reopened.
DROP TRIGGER "user_challenges_funnel_updated" ON "user_challenges";--> statement-breakpoint
CREATE FUNCTION "note_user_challenge_funnel_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "user_challenges_funnel_row_updated" AFTER UPDATE ON "user_challenges" FOR EACH ROW
  WHEN (OLD."challenge_id" <> NEW."challenge_id" OR (OLD."accepted_at" IS NULL) <> (NEW."accepted_at" IS NULL)
    OR (OLD."status" = 'completed') <> (NEW."status" = 'completed'))
  EXECUTE FUNCTION "note_user_challenge_funnel_row"();--> statement-breakpoint
-- An achievement collected (or inserted collected), or uncollected.
DROP TRIGGER "achievements_funnel_inserted" ON "achievements";--> statement-breakpoint
DROP TRIGGER "achievements_funnel_updated" ON "achievements";--> statement-breakpoint
CREATE FUNCTION "note_achievement_funnel_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."collected_at" IS NOT NULL AND OLD."challenge_id" IS NOT NULL THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected") VALUES (OLD."challenge_id", -1);
  END IF;
  IF NEW."collected_at" IS NOT NULL AND NEW."challenge_id" IS NOT NULL THEN
    INSERT INTO "challenge_funnel_changes" ("challenge_id", "collected") VALUES (NEW."challenge_id", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "achievements_funnel_row_inserted" AFTER INSERT ON "achievements" FOR EACH ROW
  WHEN (NEW."collected_at" IS NOT NULL AND NEW."challenge_id" IS NOT NULL)
  EXECUTE FUNCTION "note_achievement_funnel_row"();--> statement-breakpoint
CREATE TRIGGER "achievements_funnel_row_updated" AFTER UPDATE ON "achievements" FOR EACH ROW
  WHEN ((OLD."collected_at" IS NOT NULL AND OLD."challenge_id" IS NOT NULL)
    IS DISTINCT FROM (NEW."collected_at" IS NOT NULL AND NEW."challenge_id" IS NOT NULL)
    OR OLD."challenge_id" IS DISTINCT FROM NEW."challenge_id")
  EXECUTE FUNCTION "note_achievement_funnel_row"();
