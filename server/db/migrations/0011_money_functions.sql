-- Money moves in one round trip each (issue 13): a ledger posting, a reward's issue, a transfer and a prize redemption run as functions here, and the server calls each in one statement. The rules they keep are described in server/services/ledger.ts, server/services/economy/rewards.ts, transfers.ts, redemption.ts and server/plugins/idempotency.ts.

-- The request's Idempotency-Key claim is marked applied inside the effect's own transaction, only while the claim is still this request's (no key: nothing to mark).
CREATE FUNCTION "claim_effect"(p_scope integer, p_key text, p_token text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN true;
  END IF;
  UPDATE "idempotency_keys" SET "effect_at" = now()
    WHERE "user_id" = p_scope AND "key" = p_key AND "claim_token" = p_token AND "status_code" IS NULL;
  RETURN FOUND;
END;
$$;--> statement-breakpoint

-- One posting: the UPDATE locks the user's row (waiting behind a concurrent posting and re-checking on the row it committed) and moves the balance only if it stays >= 0; the ledger row is written from what the UPDATE returned, so the balance always equals the ledger sum. Nothing is written when the balance would go below 0 (after_points is null then).
CREATE FUNCTION "post_points"(p_user integer, p_delta integer, p_earned integer, p_kind text, p_title jsonb,
  p_achievement integer, p_prize integer, p_reward integer, p_counterparty integer, p_partner_key integer)
RETURNS TABLE(before_points integer, after_points integer, earned_total integer, entry_id bigint) LANGUAGE plpgsql AS $$
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
    RETURNING "id" INTO entry_id;
  RETURN NEXT;
END;
$$;--> statement-breakpoint

-- A reward of a prize: takes one item of a limited prize's stock with a conditional update (no row when none is left), then inserts the reward with the first of the given codes that nobody has.
CREATE FUNCTION "issue_reward"(p_user integer, p_prize integer, p_challenge integer, p_codes text[], p_code_media text,
  p_barcode_type text, p_valid_till timestamptz) RETURNS SETOF "rewards" LANGUAGE plpgsql AS $$
DECLARE
  v_code text;
  v_reward "rewards";
BEGIN
  UPDATE "prizes" SET "items_left" = "items_left" - 1 WHERE "id" = p_prize AND "items_left" IS NOT NULL AND "items_left" > 0;
  IF NOT FOUND AND EXISTS (SELECT 1 FROM "prizes" WHERE "id" = p_prize AND "items_left" IS NOT NULL) THEN
    RETURN;
  END IF;
  FOREACH v_code IN ARRAY p_codes LOOP
    INSERT INTO "rewards" ("user_id", "prize_id", "challenge_id", "reward_code", "code_media", "barcode_type", "valid_till")
      VALUES (p_user, p_prize, p_challenge, v_code, p_code_media, p_barcode_type, p_valid_till)
      ON CONFLICT ("reward_code") DO NOTHING
      RETURNING * INTO v_reward;
    IF v_reward."id" IS NOT NULL THEN
      RETURN NEXT v_reward;
      RETURN;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no unique reward code found for prize %', p_prize;
END;
$$;--> statement-breakpoint

-- transferPoints: both members locked in id order (opposite transfers cannot deadlock), the sender's balance checked, the claim marked, then the debit and the credit. An outcome other than 'done' wrote nothing.
CREATE FUNCTION "transfer_points"(p_sender integer, p_recipient integer, p_points integer, p_sent_title jsonb,
  p_received_title jsonb, p_received_earned integer, p_scope integer, p_key text, p_token text)
RETURNS TABLE(outcome text, balance integer) LANGUAGE plpgsql AS $$
DECLARE
  v_points integer;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (p_sender, p_recipient) ORDER BY "id" FOR UPDATE;
  SELECT u."points" INTO v_points FROM "users" u WHERE u."id" = p_sender;
  IF v_points IS NULL THEN
    outcome := 'no_sender';
  ELSIF v_points < p_points THEN
    outcome := 'not_possible';
  ELSIF p_recipient IS NULL OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = p_recipient) THEN
    outcome := 'no_recipient';
  ELSIF NOT "claim_effect"(p_scope, p_key, p_token) THEN
    outcome := 'claim_lost';
  ELSE
    SELECT after_points INTO balance FROM "post_points"(p_sender, -p_points, 0, 'points_transfer', p_sent_title, NULL, NULL, NULL, p_recipient, NULL);
    PERFORM "post_points"(p_recipient, p_points, p_received_earned, 'points_transfer', p_received_title, NULL, NULL, NULL, p_sender, NULL);
    outcome := 'done';
  END IF;
  RETURN NEXT;
END;
$$;--> statement-breakpoint

-- redeemPrize: the member's row locked (concurrent redeems queue here, so points are never spent twice), the prize checked as it is now, the claim marked, stock taken, the reward issued and its price debited. An outcome other than 'done' wrote nothing; running out of stock after the check raises and rolls everything back.
CREATE FUNCTION "redeem_prize"(p_user integer, p_prize integer, p_codes text[], p_code_media text, p_barcode_type text,
  p_valid_till timestamptz, p_title jsonb, p_scope integer, p_key text, p_token text)
RETURNS TABLE(outcome text, points integer, price integer, reward_id integer, reward_code text, created_ms float8) LANGUAGE plpgsql AS $$
DECLARE
  v_prize "prizes";
  v_reward "rewards";
BEGIN
  SELECT u."points" INTO points FROM "users" u WHERE u."id" = p_user FOR UPDATE;
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
  ELSIF points < v_prize."value" THEN
    outcome := 'not_enough';
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
$$;
