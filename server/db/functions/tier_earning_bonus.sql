-- The extra points a member's tier adds to an earning (docs/money.md, "Tiers"): the tier's multiplier
-- (in hundredths) applied to p_earned, rounded down; nothing for transfers or for what is not earned.
-- post_points adds it in its UPDATE, so the balance and the ledger row carry the same total.
CREATE OR REPLACE FUNCTION public.tier_earning_bonus(p_tier integer, p_kind text, p_earned integer)
 RETURNS integer
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN p_earned <= 0 OR p_kind = 'points_transfer' THEN 0
    ELSE coalesce((SELECT (p_earned::bigint * greatest(t."multiplier_percent" - 100, 0) / 100)::integer FROM "tiers" t WHERE t."id" = p_tier), 0)
  END
$function$;
