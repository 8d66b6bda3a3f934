-- Points in lots whose expiry has passed but that the expiry job (expire_points_lots, hourly) has not
-- emptied yet: still in the balance until it runs, never spendable (redeem_prize and transfer_points
-- refuse them as points the member does not have; transfer_points_lots never moves them). The clock, as
-- in pending_points.
CREATE OR REPLACE FUNCTION public.expired_points(p_user integer)
 RETURNS integer
 LANGUAGE plpgsql
 VOLATILE
AS $function$
BEGIN
  RETURN (SELECT coalesce(sum(l."remaining"), 0)::integer FROM "points_lots" l
    WHERE l."user_id" = p_user AND l."remaining" > 0 AND l."expires_at" <= clock_timestamp());
END;
$function$;
