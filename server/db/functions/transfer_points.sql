-- A transfer between two members known by id: both locked in id order, the sender's balance checked,
-- debit and credit posted (post_points). send_points is the one the API calls.
CREATE OR REPLACE FUNCTION public.transfer_points(p_sender integer, p_recipient integer, p_points integer, p_sent_title jsonb, p_received_title jsonb, p_received_earned integer, p_scope integer, p_key text, p_token text)
 RETURNS TABLE(outcome text, balance integer)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_points integer;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (p_sender, p_recipient) ORDER BY "id" FOR UPDATE;
  SELECT u."points" INTO v_points FROM "users" u WHERE u."id" = p_sender;
  IF v_points IS NULL THEN
    outcome := 'no_sender';
  ELSIF v_points < p_points THEN
    outcome := 'not_possible';
  ELSIF v_points - "pending_points"(p_sender) < p_points THEN
    outcome := 'points_pending';
  ELSIF p_recipient IS NULL OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = p_recipient) THEN
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
