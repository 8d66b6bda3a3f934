CREATE TABLE "monthly_top_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- What was live before this migration was seen by customers already: nothing to announce.
UPDATE "challenges" SET "announced_at" = now() WHERE "start_time" IS NULL OR "start_time" <= now();--> statement-breakpoint
UPDATE "news" SET "announced_at" = now() WHERE "published_at" <= now();--> statement-breakpoint
INSERT INTO "monthly_top_months" ("month") SELECT DISTINCT "month" FROM "monthly_top" ON CONFLICT DO NOTHING;
