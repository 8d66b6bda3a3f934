-- Takes one item of a prize's stock (never below zero) and creates the member's reward with the first
-- free code (server/services/economy/rewards.ts).
CREATE OR REPLACE FUNCTION public.issue_reward(p_user integer, p_prize integer, p_challenge integer, p_codes text[], p_code_media text, p_barcode_type text, p_valid_till timestamp with time zone)
 RETURNS SETOF rewards
 LANGUAGE plpgsql
AS $function$
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
$function$;
