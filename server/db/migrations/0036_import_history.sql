-- Every statement may run again (the journal once dated this migration before 0035's, see
-- tests/server/migration-order.test.ts): it leaves what is there as it is.
CREATE TABLE IF NOT EXISTS "imported_history_lines" (
	"external_ref" text NOT NULL,
	"line_ref" text NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"happened_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_history_lines_external_ref_line_ref_pk" PRIMARY KEY("external_ref","line_ref")
);
--> statement-breakpoint
DROP INDEX IF EXISTS "points_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
DO $do$ BEGIN ALTER TABLE "imported_history_lines" ADD CONSTRAINT "imported_history_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action; EXCEPTION WHEN duplicate_object THEN NULL; END $do$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "imported_history_lines_user_idx" ON "imported_history_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "points_ledger_user_time_idx" ON "points_ledger" USING btree ("user_id","created_at","id");