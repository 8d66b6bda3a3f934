-- A ledger title in every language with {name} replaced by a person's public name (send_points).
-- PL/pgSQL, not SQL: an SQL function that cannot be inlined is planned again on every call.
CREATE OR REPLACE FUNCTION public.named_title(p_title jsonb, p_name text)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN replace(p_title::text, '{name}', substr(to_json(p_name)::text, 2, length(to_json(p_name)::text) - 2))::jsonb;
END;
$function$;
