-- When points earned at p_at expire under the programme's rule (docs/money.md "Lots"), in UTC days:
-- 'months': at the end of the day N months after earning; 'quarter_after': at the end of the quarter
-- after the quarter of earning; 'never' (or anything else): NULL.
CREATE OR REPLACE FUNCTION public.points_expiry_time(p_mode text, p_months integer, p_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  IF p_mode = 'months' THEN
    RETURN (date_trunc('day', (p_at AT TIME ZONE 'UTC') + make_interval(months => p_months)) + interval '1 day') AT TIME ZONE 'UTC';
  ELSIF p_mode = 'quarter_after' THEN
    RETURN (date_trunc('quarter', p_at AT TIME ZONE 'UTC') + interval '6 months') AT TIME ZONE 'UTC';
  END IF;
  RETURN NULL;
END;
$function$;
