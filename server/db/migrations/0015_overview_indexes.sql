-- The console overview (services/console/overview.ts): new members per day by users.created_at, and
-- active members counted from the ledger index alone (created_at with user_id replaces created_at).
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
DROP INDEX "points_ledger_created_idx";--> statement-breakpoint
CREATE INDEX "points_ledger_created_user_idx" ON "points_ledger" USING btree ("created_at","user_id");