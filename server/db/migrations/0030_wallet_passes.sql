-- The member card in Apple Wallet (issue 41; services/wallet): a pass per member and the devices that hold it. A trigger on users moves the pass's updated_at whenever what it shows changes (balance, name, card number), so Apple's "which passes changed since" is one indexed look-up and no code path that moves points can forget it. A member without a pass costs one index probe. A later tier column joins the WHEN list.
CREATE TABLE "wallet_passes" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"authentication_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_id_serial_number_pk" PRIMARY KEY("device_library_id","serial_number")
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_serial_number_wallet_passes_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."wallet_passes"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_user_key" ON "wallet_passes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial_idx" ON "wallet_registrations" USING btree ("serial_number");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "wallet_pass_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "wallet_passes" SET "updated_at" = clock_timestamp() WHERE "user_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_wallet_pass_changed" AFTER UPDATE OF "points", "first_name", "last_name", "card_token" ON "users"
  FOR EACH ROW WHEN (OLD."points" IS DISTINCT FROM NEW."points" OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."card_token" IS DISTINCT FROM NEW."card_token")
  EXECUTE FUNCTION "wallet_pass_changed"();
