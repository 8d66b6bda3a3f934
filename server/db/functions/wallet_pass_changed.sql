-- Marks a member's Apple Wallet pass as changed when what it shows changes (balance, name, card
-- number, tier), whichever code path changed it; the trigger is users_wallet_pass_changed (migration
-- 0030, tier_id added by 0031). What changes outside the users row (a tier's name, the first or last
-- tier above the base one) is marked by server/services/wallet/pass-changes.ts. Devices then learn of
-- it through Apple's web service protocol (server/services/wallet/).
CREATE OR REPLACE FUNCTION public.wallet_pass_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "wallet_passes" SET "updated_at" = clock_timestamp() WHERE "user_id" = NEW."id";
  RETURN NULL;
END;
$function$;
