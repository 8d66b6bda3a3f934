-- A member's public name in the other member's history of a transfer: first name and last initial,
-- else a masked phone.
CREATE OR REPLACE FUNCTION public.public_name(p_first text, p_last text, p_phone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE
    WHEN coalesce(btrim(p_first, E' \t\n\r'), '') <> '' THEN
      btrim(p_first, E' \t\n\r') || coalesce(' ' || upper(nullif(left(btrim(p_last, E' \t\n\r'), 1), '')) || '.', '')
    WHEN length(coalesce(p_phone, '')) > 6 THEN
      '+' || left(p_phone, 4) || repeat('*', length(p_phone) - 7) || right(p_phone, 3)
    ELSE '***'
  END
$function$;
