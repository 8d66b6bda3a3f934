-- Claims one Idempotency-Key for a lease (tests and tools; the server batches claims through
-- idempotency_bookkeeping).
CREATE OR REPLACE FUNCTION public.claim_idempotency_key(p_scope integer, p_key text, p_route text, p_response jsonb, p_token text, p_lease_seconds integer)
 RETURNS boolean
 LANGUAGE sql
AS $function$
  SELECT EXISTS (SELECT FROM "claim_idempotency_keys"(
    jsonb_build_array(jsonb_build_object('scope', p_scope, 'key', p_key, 'route', p_route, 'response', p_response, 'token', p_token)),
    p_lease_seconds));
$function$;
