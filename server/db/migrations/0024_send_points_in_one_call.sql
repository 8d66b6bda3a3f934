-- transferPoints in one round trip (issue 13): the recipient is found by phone inside the function, so the names in both history titles are worked out there too. How other people see a member ("Jonas P.", or a masked phone without a name) is the function public_name, the one home of that rule: the server reads it from SQL wherever it shows a name to another person (services/economy/user-locks.ts).
CREATE FUNCTION "public_name"(p_first text, p_last text, p_phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(btrim(p_first, E' \t\n\r'), '') <> '' THEN
      btrim(p_first, E' \t\n\r') || coalesce(' ' || upper(nullif(left(btrim(p_last, E' \t\n\r'), 1), '')) || '.', '')
    WHEN length(coalesce(p_phone, '')) > 6 THEN
      '+' || left(p_phone, 4) || repeat('*', length(p_phone) - 7) || right(p_phone, 3)
    ELSE '***'
  END
$$;--> statement-breakpoint

-- A title in every language with {name} replaced by a person's public name (JSON-escaped, as it goes into the JSON text). PL/pgSQL, not SQL: called from send_points, an SQL function that cannot be inlined is planned again on every call (about 60 µs here).
CREATE FUNCTION "named_title"(p_title jsonb, p_name text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN replace(p_title::text, '{name}', substr(to_json(p_name)::text, 2, length(to_json(p_name)::text) - 2))::jsonb;
END;
$$;--> statement-breakpoint

-- A transfer to the active member with p_phone: 'to_self' when that is the sender, else transfer_points (migration 0011: both members locked in id order, the sender's balance checked, the claim marked, both postings made) with both names filled into the titles. The names are read before the lock, as they were when the server read them.
CREATE FUNCTION "send_points"(p_sender integer, p_phone text, p_points integer, p_sent_title jsonb, p_received_title jsonb,
  p_received_earned integer, p_scope integer, p_key text, p_token text)
RETURNS TABLE(outcome text, balance integer, recipient_name text) LANGUAGE plpgsql AS $$
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
$$;
