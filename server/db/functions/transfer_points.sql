-- A transfer between two members known by id: both locked in id order, the sender's balance checked,
-- debit and credit posted (post_points). send_points is the one the API calls.
CREATE OR REPLACE FUNCTION public.transfer_points(p_sender integer, p_recipient integer, p_points integer, p_sent_title jsonb, p_received_title jsonb, p_received_earned integer, p_scope integer, p_key text, p_token text)
 RETURNS TABLE(outcome text, balance integer)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_expired integer;
  v_points integer;
  v_recipient_found boolean;
BEGIN
  -- One read locks both members in id order and answers the sender's balance and whether the recipient is there.
  SELECT max(l."points") FILTER (WHERE l."id" = p_sender), coalesce(bool_or(l."id" = p_recipient), false)
    INTO v_points, v_recipient_found
    FROM (SELECT u."id", u."points" FROM "users" u WHERE u."id" IN (p_sender, p_recipient) ORDER BY u."id" FOR UPDATE) l;
  -- Points whose expiry passed before the expiry job emptied them are not the sender's to give.
  v_expired := "expired_points"(p_sender);
  IF v_points IS NULL THEN
    outcome := 'no_sender';
  ELSIF v_points - v_expired < p_points THEN
    outcome := 'not_possible';
  ELSIF v_points - v_expired - "pending_points"(p_sender) < p_points THEN
    outcome := 'points_pending';
  ELSIF NOT v_recipient_found THEN
    outcome := 'no_recipient';
  ELSIF NOT "claim_effect"(p_scope, p_key, p_token) THEN
    outcome := 'claim_lost';
  ELSE
    SELECT after_points INTO balance FROM "post_points"(p_sender, -p_points, 0, 'points_transfer', p_sent_title, NULL, NULL, NULL, p_recipient, NULL);
    PERFORM "post_points"(p_recipient, p_points, p_received_earned, 'points_transfer', p_received_title, NULL, NULL, NULL, p_sender, NULL);
    PERFORM "transfer_points_lots"(p_sender, p_recipient, p_points);
    outcome := 'done';
  END IF;
  RETURN NEXT;
END;
$function$;
