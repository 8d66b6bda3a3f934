CREATE TABLE "tier_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_tier_id" integer,
	"to_tier_id" integer,
	"direction" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_pending_drops" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"to_tier_id" integer NOT NULL,
	"drop_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_points_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tier_points_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "tier_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_kind" text DEFAULT 'rolling' NOT NULL,
	"window_days" integer DEFAULT 365 NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"drop_one_at_most" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"benefits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pictures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"multiplier_percent" integer DEFAULT 100 NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The base tier (id 1, 0 points) always exists: every member starts in it (users.tier_id default 1).
INSERT INTO "tiers" ("id", "name", "threshold", "is_base") VALUES (1, '{"en": "Member", "lt": "Narys"}'::jsonb, 0, true);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"tiers"', 'id'), 1);--> statement-breakpoint
INSERT INTO "tier_rules" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tier_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tier_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tier_review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_from_tier_id_tiers_id_fk" FOREIGN KEY ("from_tier_id") REFERENCES "public"."tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_to_tier_id_tiers_id_fk" FOREIGN KEY ("to_tier_id") REFERENCES "public"."tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_pending_drops" ADD CONSTRAINT "tier_pending_drops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_pending_drops" ADD CONSTRAINT "tier_pending_drops_to_tier_id_tiers_id_fk" FOREIGN KEY ("to_tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_points_days" ADD CONSTRAINT "tier_points_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_changes_user_idx" ON "tier_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tier_points_days_day_idx" ON "tier_points_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_threshold_key" ON "tiers" USING btree ("threshold");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_tier_review_idx" ON "users" USING btree ("tier_review_at") WHERE "users"."tier_review_at" is not null;--> statement-breakpoint
-- The wallet pass shows the tier too: a change of tier marks the pass as changed (as a change of balance does).
DROP TRIGGER "users_wallet_pass_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_wallet_pass_changed" AFTER UPDATE OF "points", "first_name", "last_name", "card_token", "tier_id" ON "users"
  FOR EACH ROW WHEN (OLD."points" IS DISTINCT FROM NEW."points" OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."card_token" IS DISTINCT FROM NEW."card_token" OR OLD."tier_id" IS DISTINCT FROM NEW."tier_id")
  EXECUTE FUNCTION "wallet_pass_changed"();