ALTER TABLE "imported_members" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "failure_line" integer;--> statement-breakpoint
-- Members imported before: their details as they are now stand for those last brought over, so an
-- edit made from now on stays when the same file comes again.
UPDATE "imported_members" "m" SET "profile" = jsonb_build_object('first_name', "u"."first_name", 'last_name', "u"."last_name",
	'phone', "u"."phone", 'email', "u"."email", 'language', "u"."language", 'customer_id', "u"."customer_id")
	FROM "users" "u" WHERE "u"."id" = "m"."user_id";--> statement-breakpoint
UPDATE "member_imports" SET
	"failure_code" = CASE WHEN "failure" LIKE 'The file could not be read at line%' THEN 'unreadable' ELSE 'import_stopped' END,
	"failure_line" = substring("failure" FROM '^The file could not be read at line (\d+)')::int
	WHERE "status" = 'failed';
