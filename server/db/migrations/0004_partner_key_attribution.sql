ALTER TABLE "achievements" ADD COLUMN "partner_key_id" integer;--> statement-breakpoint
ALTER TABLE "partner_events" ADD COLUMN "partner_key_id" integer;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_partner_key_id_partner_keys_id_fk" FOREIGN KEY ("partner_key_id") REFERENCES "public"."partner_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_partner_key_id_partner_keys_id_fk" FOREIGN KEY ("partner_key_id") REFERENCES "public"."partner_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_partner_key_idx" ON "achievements" USING btree ("partner_key_id","created_at");