-- Cheaper postings (post_points.sql): an earning's qualifying points go into post_points' own UPDATE of the member's row, so note_tier_progress no longer updates that row and takes the new total and the tier instead of the ledger kind (its file makes the new one after the migrations; a new database has neither yet).
DROP FUNCTION IF EXISTS "note_tier_progress"(integer, text, integer, timestamp with time zone);--> statement-breakpoint
-- Every posting updates the member's row: room left on each page keeps those updates on the row's own page (HOT: no new entries in the table's eight indexes, none of which covers points, total_points_earned or tier_points). Applies to pages written from now on.
ALTER TABLE "users" SET (fillfactor = 90);
--> statement-breakpoint
-- A transfer takes the sender's lots in the order (expires_at, id) (transfer_points_lots.sql): with id in the index, it reads and locks the lots it takes along the index and stops, instead of sorting and locking the member's open lots.
DROP INDEX "points_lots_open_user_idx";--> statement-breakpoint
CREATE INDEX "points_lots_open_user_idx" ON "points_lots" USING btree ("user_id","expires_at","id") WHERE "points_lots"."remaining" > 0;
