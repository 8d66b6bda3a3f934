-- THE posting: locks the member's row, refuses to go below zero, adds the ledger row with the new
-- balance and updates the balance, in one statement (server/services/economy/ledger.ts postPoints).
CREATE OR REPLACE FUNCTION public.post_points(p_user integer, p_delta integer, p_earned integer, p_kind text, p_title jsonb, p_achievement integer, p_prize integer, p_reward integer, p_counterparty integer, p_partner_key integer)
 RETURNS TABLE(before_points integer, after_points integer, earned_total integer, entry_id bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_at timestamptz;
BEGIN
  -- An earning gets the bonus of the member's tier (tier_earning_bonus.sql), read under the row's lock.
  UPDATE "users" u SET "points" = u."points" + p_delta + "tier_earning_bonus"(u."tier_id", p_kind, p_earned),
      "total_points_earned" = u."total_points_earned" + p_earned + "tier_earning_bonus"(u."tier_id", p_kind, p_earned)
    WHERE u."id" = p_user AND u."points" + p_delta >= 0
    RETURNING u."points" - p_delta - "tier_earning_bonus"(u."tier_id", p_kind, p_earned), u."points", u."total_points_earned"
    INTO before_points, after_points, earned_total;
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
  PERFORM "note_tier_progress"(p_user, p_kind, p_earned, v_at);
  PERFORM "apply_points_lots"(p_user, after_points - before_points, p_kind, v_at, entry_id);
  RETURN NEXT;
END;
$function$;
