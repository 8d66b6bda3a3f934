-- Points a member has earned but may not spend yet (lots still in their pending period; a lot whose
-- expiry has passed too counts in expired_points instead). The clock,
-- not now(): a lot made by a transaction that committed while this one waited for the member's lock
-- is dated after this transaction began, yet spendable. PL/pgSQL, not SQL: an SQL function that cannot
-- be inlined is planned again on every call (redeem_prize and transfer_points call it on every spend).
CREATE OR REPLACE FUNCTION public.pending_points(p_user integer)
 RETURNS integer
 LANGUAGE plpgsql
 VOLATILE
AS $function$
BEGIN
  RETURN (SELECT coalesce(sum(l."remaining"), 0)::integer FROM "points_lots" l
    WHERE l."user_id" = p_user AND l."remaining" > 0 AND l."available_at" > clock_timestamp()
    AND (l."expires_at" IS NULL OR l."expires_at" > clock_timestamp()));
END;
$function$;
