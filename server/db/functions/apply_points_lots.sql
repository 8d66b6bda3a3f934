-- post_points' one call into lots (docs/money.md "Lots"): an earning adds a lot, a debit consumes lots
-- oldest-expiring first. Transfers move lots themselves (transfer_points_lots, keeping the sender's
-- expiry) and the expiry job empties the lots it expires, so those two kinds are left alone here.
CREATE OR REPLACE FUNCTION public.apply_points_lots(p_user integer, p_delta integer, p_kind text, p_at timestamp with time zone, p_ledger bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF p_kind IN ('points_transfer', 'points_expiry') THEN
    RETURN;
  ELSIF p_delta > 0 THEN
    PERFORM "add_points_lot"(p_user, p_delta, p_at, p_ledger);
  ELSIF p_delta < 0 THEN
    PERFORM "consume_points_lots"(p_user, -p_delta);
  END IF;
END;
$function$;
