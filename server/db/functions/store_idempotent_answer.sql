-- Stores the answer of one claimed Idempotency-Key (tests and tools; the server batches answers
-- through idempotency_bookkeeping).
CREATE OR REPLACE FUNCTION public.store_idempotent_answer(p_scope integer, p_key text, p_token text, p_status integer, p_fingerprint text, p_body jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT "store_idempotent_answers"(jsonb_build_array(jsonb_build_object('scope', p_scope, 'key', p_key, 'token', p_token,
    'status', p_status, 'f', p_fingerprint, 'body', p_body)));
$function$;
