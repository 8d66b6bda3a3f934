-- A redemption: locks the member, checks the price against the balance, issues the reward
-- (issue_reward) and posts the debit (post_points); a refusal writes nothing
-- (server/services/economy/redemption.ts).
CREATE OR REPLACE FUNCTION public.redeem_prize(p_user integer, p_prize integer, p_codes text[], p_code_media text, p_barcode_type text, p_valid_till timestamp with time zone, p_title jsonb, p_scope integer, p_key text, p_token text)
 RETURNS TABLE(outcome text, points integer, price integer, reward_id integer, reward_code text, created_ms double precision)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_expired integer;
  v_prize "prizes";
  v_reward "rewards";
BEGIN
  SELECT u."points" INTO points FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  -- Points whose expiry passed before the expiry job emptied them are not the member's to spend.
  v_expired := "expired_points"(p_user);
  SELECT * INTO v_prize FROM "prizes" WHERE "id" = p_prize AND "active";
  price := v_prize."value";
  IF points IS NULL THEN
    outcome := 'no_user';
  ELSIF v_prize."id" IS NULL THEN
    outcome := 'no_prize';
  ELSIF NOT v_prize."redeemable" THEN
    outcome := 'not_redeemable';
  ELSIF v_prize."items_left" IS NOT NULL AND v_prize."items_left" <= 0 THEN
    outcome := 'out_of_stock';
  ELSIF points - v_expired < v_prize."value" THEN
    outcome := 'not_enough';
  ELSIF points - v_expired - "pending_points"(p_user) < v_prize."value" THEN
    outcome := 'points_pending';
  ELSIF NOT "claim_effect"(p_scope, p_key, p_token) THEN
    outcome := 'claim_lost';
  ELSE
    SELECT * INTO v_reward FROM "issue_reward"(p_user, p_prize, NULL, p_codes, p_code_media, p_barcode_type, p_valid_till);
    IF v_reward."id" IS NULL THEN
      RAISE EXCEPTION 'prize % ran out of stock', p_prize USING ERRCODE = 'LY409';
    END IF;
    IF v_prize."value" > 0 THEN
      PERFORM "post_points"(p_user, -v_prize."value", 0, 'redemption', p_title, NULL, p_prize, v_reward."id", NULL, NULL);
    END IF;
    reward_id := v_reward."id";
    reward_code := v_reward."reward_code";
    created_ms := extract(epoch FROM v_reward."created_at") * 1000;
    outcome := 'done';
  END IF;
  RETURN NEXT;
END;
$function$;
