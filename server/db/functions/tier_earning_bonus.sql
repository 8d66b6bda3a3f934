-- The extra points a member's tier adds to an earning (docs/money.md, "Tiers"): the tier's multiplier
-- (in hundredths) applied to p_earned, rounded down; nothing for transfers or for what is not earned.
-- post_points reads it once per earning under the member's row lock and adds it in its UPDATE, so the
-- balance and the ledger row carry the same total. PL/pgSQL, not SQL: an SQL function that cannot be
-- inlined (this one reads a table) is planned again on every call.
CREATE OR REPLACE FUNCTION public.tier_earning_bonus(p_tier integer, p_kind text, p_earned integer)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  IF p_earned <= 0 OR p_kind = 'points_transfer' THEN
    RETURN 0;
  END IF;
  RETURN coalesce((SELECT (p_earned::bigint * greatest(t."multiplier_percent" - 100, 0) / 100)::integer FROM "tiers" t WHERE t."id" = p_tier), 0);
END;
$function$;
