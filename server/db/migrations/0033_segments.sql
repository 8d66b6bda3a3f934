CREATE TABLE "member_tags" (
	"user_id" integer NOT NULL,
	"tag" text NOT NULL,
	"partner_key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tags_user_id_tag_pk" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
CREATE TABLE "segment_members" (
	"user_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	CONSTRAINT "segment_members_user_id_segment_id_pk" PRIMARY KEY("user_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_channel" text;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_partner_key_id_partner_keys_id_fk" FOREIGN KEY ("partner_key_id") REFERENCES "public"."partner_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tags_tag_idx" ON "member_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "segment_members_segment_idx" ON "segment_members" USING btree ("segment_id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Members who signed up before the channel was recorded: their first social account, else the customer id, else the phone.
UPDATE "users" u SET "signup_channel" = coalesce(
  (SELECT a."provider" FROM "external_accounts" a WHERE a."user_id" = u."id" ORDER BY a."created_at", a."id" LIMIT 1),
  CASE WHEN u."customer_id" IS NOT NULL THEN 'customer_id' WHEN u."phone" IS NOT NULL THEN 'phone' END
) WHERE u."signup_channel" IS NULL;
