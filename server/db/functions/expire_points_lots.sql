-- One batch of the expiry job (server/services/economy/points-expiry.ts): up to p_limit members with
-- lots expired by p_now. Their rows are locked first (SKIP LOCKED: a second runner, or a member mid
-- redemption, is passed over and picked up by the next batch or run); then, in one statement with a fresh
-- snapshot, their expired lots are emptied, each balance lowered by what expired (never below zero) and
-- ONE 'points_expiry' ledger row written per member. Running it again finds nothing: idempotent.
CREATE OR REPLACE FUNCTION public.expire_points_lots(p_now timestamp with time zone, p_title jsonb, p_limit integer)
 RETURNS TABLE(candidates integer, members integer, points bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_candidates integer[];
  v_locked integer[];
BEGIN
  -- The first due lots in the expiry index's order (no sort of every due lot); emptied lots leave the
  -- partial index, so each batch starts where the last one ended.
  SELECT array_agg(DISTINCT c."user_id") INTO v_candidates FROM (
    SELECT l."user_id" FROM "points_lots" l
      WHERE l."remaining" > 0 AND l."expires_at" IS NOT NULL AND l."expires_at" <= p_now
      ORDER BY l."expires_at", l."user_id" LIMIT p_limit) c;
  candidates := coalesce(cardinality(v_candidates), 0);
  IF candidates = 0 THEN
    members := 0;
    points := 0;
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT array_agg(u."id") INTO v_locked FROM (
    SELECT u."id" FROM "users" u WHERE u."id" = ANY(v_candidates) ORDER BY u."id" FOR UPDATE SKIP LOCKED) u;
  WITH expired AS (
    UPDATE "points_lots" l SET "remaining" = 0 FROM "points_lots" o
      WHERE l."id" = o."id" AND o."user_id" = ANY(v_locked) AND o."remaining" > 0 AND o."expires_at" IS NOT NULL AND o."expires_at" <= p_now
      RETURNING l."user_id", o."remaining"
  ), per_member AS (
    SELECT e."user_id", sum(e."remaining")::integer AS "expired" FROM expired e GROUP BY e."user_id"
  ), moved AS (
    UPDATE "users" u SET "points" = u."points" - least(p."expired", o."points")
      FROM per_member p JOIN "users" o ON o."id" = p."user_id"
      WHERE u."id" = p."user_id" AND least(p."expired", o."points") > 0
      RETURNING u."id", least(p."expired", o."points") AS "taken", u."points" AS "after"
  ), entries AS (
    INSERT INTO "points_ledger" ("user_id", "delta", "balance_after", "kind", "title")
      SELECT m."id", -m."taken", m."after", 'points_expiry', p_title FROM moved m
      RETURNING "user_id", -"delta" AS "taken"
  )
  SELECT count(*)::integer, coalesce(sum(e."taken"), 0)::bigint INTO members, points FROM entries e;
  RETURN NEXT;
END;
$function$;
