-- A transfer as the API makes it: finds the recipient by phone, locks both members in id order, checks
-- the sender's balance, marks the Idempotency-Key claim and posts the debit and the credit
-- (post_points) with both names in the titles (server/services/economy/transfers.ts).
CREATE OR REPLACE FUNCTION public.send_points(p_sender integer, p_phone text, p_points integer, p_sent_title jsonb, p_received_title jsonb, p_received_earned integer, p_scope integer, p_key text, p_token text)
 RETURNS TABLE(outcome text, balance integer, recipient_name text)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_recipient integer;
  v_sender_name text;
BEGIN
  SELECT u."id", "public_name"(u."first_name", u."last_name", u."phone") INTO v_recipient, recipient_name
    FROM "users" u WHERE u."phone" = p_phone AND u."terms_accepted_at" IS NOT NULL AND u."deactivated_at" IS NULL;
  IF v_recipient = p_sender THEN
    outcome := 'to_self';
  ELSE
    SELECT "public_name"(u."first_name", u."last_name", u."phone") INTO v_sender_name FROM "users" u WHERE u."id" = p_sender;
    SELECT t."outcome", t."balance" INTO outcome, balance FROM "transfer_points"(p_sender, v_recipient, p_points,
      "named_title"(p_sent_title, recipient_name), "named_title"(p_received_title, v_sender_name), p_received_earned,
      p_scope, p_key, p_token) t;
  END IF;
  RETURN NEXT;
END;
$function$;
