CREATE TABLE "challenge_funnel_changes" (
	"challenge_id" integer NOT NULL,
	"shown" bigint DEFAULT 0 NOT NULL,
	"accepted" bigint DEFAULT 0 NOT NULL,
	"completed" bigint DEFAULT 0 NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_funnels" (
	"challenge_id" integer PRIMARY KEY NOT NULL,
	"shown" bigint DEFAULT 0 NOT NULL,
	"accepted" bigint DEFAULT 0 NOT NULL,
	"completed" bigint DEFAULT 0 NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity_changes" (
	"day" date NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity_days" (
	"day" date PRIMARY KEY NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL,
	"outstanding" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_totals_changes" (
	"members" bigint DEFAULT 0 NOT NULL,
	"outstanding" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overview_days" (
	"day" date PRIMARY KEY NOT NULL,
	"issued" bigint DEFAULT 0 NOT NULL,
	"redeemed" bigint DEFAULT 0 NOT NULL,
	"new_members" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overview_prize_days" (
	"day" date NOT NULL,
	"prize_id" integer NOT NULL,
	"redemptions" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_prize_days_day_prize_id_pk" PRIMARY KEY("day","prize_id")
);
--> statement-breakpoint
CREATE TABLE "overview_summary_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"summarised_until" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_last_active_idx" ON "member_activity" USING btree ("last_active_at");--> statement-breakpoint
-- The console overview's figures kept ready (docs/architecture.md, "Console overview at scale"). A member's latest ledger row: one upsert per INSERT statement on the ledger, on that member's own row (already locked by the posting), so no member waits on another; when it moves to another UTC day, the move is appended to member_activity_changes (once a day per member at most), which the summary job folds into member_activity_days.
CREATE FUNCTION "note_member_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "latest" AS (SELECT "user_id", max("created_at") AS "active_at" FROM "new_rows" GROUP BY "user_id"),
  "earlier" AS (SELECT "m"."user_id", "m"."last_active_at" FROM "member_activity" "m" JOIN "latest" USING ("user_id")),
  "moved" AS (
    INSERT INTO "member_activity" ("user_id", "last_active_at") SELECT "user_id", "active_at" FROM "latest"
      ON CONFLICT ("user_id") DO UPDATE SET "last_active_at" = excluded."last_active_at"
        WHERE "member_activity"."last_active_at" < excluded."last_active_at"
      RETURNING "user_id", "last_active_at")
  INSERT INTO "member_activity_changes" ("day", "members")
    SELECT "day", sum("members") FROM (
      SELECT ("last_active_at" AT TIME ZONE 'UTC')::date AS "day", 1 AS "members" FROM "moved"
      UNION ALL
      SELECT ("earlier"."last_active_at" AT TIME ZONE 'UTC')::date, -1 FROM "earlier" JOIN "moved" USING ("user_id")
    ) AS "days" GROUP BY "day" HAVING sum("members") <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "points_ledger_member_activity" AFTER INSERT ON "points_ledger"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_activity"();--> statement-breakpoint
-- A member deleted (their activity goes with them, by the foreign key) leaves the day of their latest ledger row.
CREATE FUNCTION "note_member_activity_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_activity_changes" ("day", "members")
    SELECT ("last_active_at" AT TIME ZONE 'UTC')::date, -count(*) FROM "old_rows" GROUP BY 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_activity_deleted" AFTER DELETE ON "member_activity"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_activity_deleted"();--> statement-breakpoint
-- Funnel changes are appended, never updated in place: a popular challenge's completions do not queue behind one counter row. The summary job folds them into challenge_funnels.
CREATE FUNCTION "note_user_challenge_funnel"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "note_achievement_funnel"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "user_challenges_funnel_inserted" AFTER INSERT ON "user_challenges"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_user_challenge_funnel"();--> statement-breakpoint
CREATE TRIGGER "user_challenges_funnel_updated" AFTER UPDATE ON "user_challenges"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_user_challenge_funnel"();--> statement-breakpoint
CREATE TRIGGER "user_challenges_funnel_deleted" AFTER DELETE ON "user_challenges"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_user_challenge_funnel"();--> statement-breakpoint
CREATE TRIGGER "achievements_funnel_inserted" AFTER INSERT ON "achievements"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_achievement_funnel"();--> statement-breakpoint
CREATE TRIGGER "achievements_funnel_updated" AFTER UPDATE ON "achievements"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_achievement_funnel"();--> statement-breakpoint
CREATE TRIGGER "achievements_funnel_deleted" AFTER DELETE ON "achievements"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_achievement_funnel"();--> statement-breakpoint
-- Members not deactivated and their points: each statement that changes them appends one row, never updating a shared one.
CREATE FUNCTION "note_member_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "users_totals_inserted" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_totals"();--> statement-breakpoint
CREATE TRIGGER "users_totals_updated" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_totals"();--> statement-breakpoint
CREATE TRIGGER "users_totals_deleted" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_member_totals"();
--> statement-breakpoint
-- What is there already, in the same transaction as the triggers (the daily summaries are made by the job, server/services/console/overview-summary.ts).
INSERT INTO "member_activity" ("user_id", "last_active_at")
  SELECT "user_id", max("created_at") FROM "points_ledger" GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "challenge_funnels" ("challenge_id", "shown", "accepted", "completed", "collected")
  SELECT "challenge_id", sum("shown"), sum("accepted"), sum("completed"), sum("collected") FROM (
    SELECT "challenge_id", count(*) AS "shown", count("accepted_at") AS "accepted", count(*) FILTER (WHERE "status" = 'completed') AS "completed", 0 AS "collected"
      FROM "user_challenges" GROUP BY "challenge_id"
    UNION ALL
    SELECT "challenge_id", 0, 0, 0, count(*) FROM "achievements"
      WHERE "collected_at" IS NOT NULL AND "challenge_id" IS NOT NULL GROUP BY "challenge_id"
  ) AS "funnels" GROUP BY "challenge_id";
--> statement-breakpoint
INSERT INTO "member_totals" ("id", "members", "outstanding")
  SELECT true, count(*) FILTER (WHERE "deactivated_at" IS NULL), coalesce(sum("points"), 0) FROM "users";--> statement-breakpoint
INSERT INTO "member_activity_days" ("day", "members")
  SELECT ("last_active_at" AT TIME ZONE 'UTC')::date, count(*) FROM "member_activity" GROUP BY 1;
