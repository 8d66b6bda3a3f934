-- Marks a member's Apple Wallet pass as changed when what it shows changes (balance, name, card
-- number), whichever code path changed it; the trigger is users_wallet_pass_changed (migration 0030).
-- Devices then learn of it through Apple's web service protocol (server/services/wallet/).
CREATE OR REPLACE FUNCTION public.wallet_pass_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "wallet_passes" SET "updated_at" = clock_timestamp() WHERE "user_id" = NEW."id";
  RETURN NULL;
END;
$function$;
