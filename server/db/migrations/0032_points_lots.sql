CREATE TABLE "points_expiry_reminders" (
	"user_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"channel" text NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_expiry_reminders_user_id_expires_on_channel_pk" PRIMARY KEY("user_id","expires_on","channel")
);
--> statement-breakpoint
CREATE TABLE "points_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ledger_id" bigint,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_lots_remaining_in_amount" CHECK ("points_lots"."remaining" >= 0 and "points_lots"."remaining" <= "points_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "points_validity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text DEFAULT 'never' NOT NULL,
	"months" integer DEFAULT 12 NOT NULL,
	"pending_days" integer DEFAULT 0 NOT NULL,
	"reminder_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_validity_one_row" CHECK ("points_validity"."id" = 1),
	CONSTRAINT "points_validity_mode" CHECK ("points_validity"."mode" in ('never', 'months', 'quarter_after')),
	CONSTRAINT "points_validity_ranges" CHECK ("points_validity"."months" between 1 and 120 and "points_validity"."pending_days" between 0 and 365 and "points_validity"."reminder_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_lots_open_user_idx" ON "points_lots" USING btree ("user_id","expires_at") WHERE "points_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "points_lots_open_expiry_idx" ON "points_lots" USING btree ("expires_at","user_id") WHERE "points_lots"."remaining" > 0 and "points_lots"."expires_at" is not null;--> statement-breakpoint
INSERT INTO "points_validity" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Balances from before lots become one opening lot each, spendable now and never expiring: the validity
-- the operator chooses applies to points earned from then on (docs/money.md).
INSERT INTO "points_lots" ("user_id", "amount", "remaining", "available_at", "expires_at")
  SELECT "id", "points", "points", now(), NULL FROM "users" WHERE "points" > 0;
