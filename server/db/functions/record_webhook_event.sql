-- The webhooks' transactional outbox (docs/webhooks.md): an event and one pending delivery per enabled
-- endpoint that chose its type, written in the transaction of the change itself (triggers, and
-- change_member_tier.sql for a change of tier). Nothing is written when no endpoint
-- listens: the hot paths (completions, ledger) pay one lookup in a small table.
CREATE OR REPLACE FUNCTION public.record_webhook_event(p_type text, p_user_id integer, p_data jsonb)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_public text;
  v_event bigint;
  v_member jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints" WHERE "enabled" AND p_type = ANY ("events")) THEN
    RETURN NULL;
  END IF;
  v_public := 'evt_' || replace(gen_random_uuid()::text, '-', '');
  IF p_user_id IS NOT NULL THEN
    SELECT jsonb_build_object('id', u."id", 'external_id', u."external_id", 'customer_id', u."customer_id")
      INTO v_member FROM "users" u WHERE u."id" = p_user_id;
  END IF;
  INSERT INTO "webhook_events" ("public_id", "type", "user_id", "payload")
  VALUES (
    v_public, p_type, p_user_id,
    jsonb_build_object(
      'id', v_public,
      'type', p_type,
      'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', CASE WHEN v_member IS NULL THEN p_data ELSE jsonb_build_object('member', v_member) || p_data END
    )
  )
  RETURNING "id" INTO v_event;
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event_id")
  SELECT "id", v_event FROM "webhook_endpoints" WHERE "enabled" AND p_type = ANY ("events") ORDER BY "id";
  RETURN v_public;
END;
$function$;
