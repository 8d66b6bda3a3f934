-- THE posting: locks the member's row, refuses to go below zero, adds the ledger row with the new
-- balance and updates the balance (server/services/economy/ledger.ts postPoints). The member's row is
-- updated once per posting (each UPDATE of it makes a new row version): an earning's tier bonus and
-- qualifying points go into the same UPDATE as the balance.
CREATE OR REPLACE FUNCTION public.post_points(p_user integer, p_delta integer, p_earned integer, p_kind text, p_title jsonb, p_achievement integer, p_prize integer, p_reward integer, p_counterparty integer, p_partner_key integer)
 RETURNS TABLE(before_points integer, after_points integer, earned_total integer, entry_id bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_at timestamptz;
  v_bonus integer := 0;
  v_qualifying integer := 0;
  v_tier integer;
  v_tier_points integer;
BEGIN
  IF p_earned > 0 AND p_kind <> 'points_transfer' THEN
    -- An earning (docs/money.md "Tiers"): the bonus of the member's tier (tier_earning_bonus.sql), read
    -- under the row's lock, and its qualifying points (the running window total, users.tier_points).
    SELECT "tier_earning_bonus"(u."tier_id", p_kind, p_earned) INTO v_bonus FROM "users" u WHERE u."id" = p_user FOR UPDATE;
    v_qualifying := p_earned;
  END IF;
  UPDATE "users" u SET "points" = u."points" + p_delta + v_bonus,
      "total_points_earned" = u."total_points_earned" + p_earned + v_bonus,
      "tier_points" = u."tier_points" + v_qualifying
    WHERE u."id" = p_user AND u."points" + p_delta >= 0
    RETURNING u."points" - p_delta - v_bonus, u."points", u."total_points_earned", u."tier_id", u."tier_points"
    INTO before_points, after_points, earned_total, v_tier, v_tier_points;
  IF NOT FOUND THEN
    SELECT u."points" INTO before_points FROM "users" u WHERE u."id" = p_user;
    after_points := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO "points_ledger" ("user_id", "delta", "balance_after", "kind", "title", "achievement_id", "prize_id", "reward_id",
      "counterparty_user_id", "partner_key_id")
    VALUES (p_user, after_points - before_points, after_points, p_kind, p_title, p_achievement, p_prize, p_reward, p_counterparty, p_partner_key)
    RETURNING "id", "created_at" INTO entry_id, v_at;
  PERFORM "record_member_activity"(p_user, v_at);
  IF v_qualifying > 0 THEN
    PERFORM "note_tier_progress"(p_user, v_qualifying, v_tier, v_tier_points, v_at);
  END IF;
  PERFORM "apply_points_lots"(p_user, after_points - before_points, p_kind, v_at, entry_id);
  RETURN NEXT;
END;
$function$;
