-- When a tier reached (or kept) at p_at is reviewed: the end of its window (tier_rules): p_at plus the
-- window's days, or the next 1 January (UTC) for a calendar-year programme.
CREATE OR REPLACE FUNCTION public.tier_window_end(p_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN r."window_kind" = 'calendar_year'
      THEN (date_trunc('year', p_at AT TIME ZONE 'UTC') + interval '1 year') AT TIME ZONE 'UTC'
      ELSE p_at + make_interval(days => r."window_days") END
    FROM "tier_rules" r WHERE r."id" = 1
$function$;
