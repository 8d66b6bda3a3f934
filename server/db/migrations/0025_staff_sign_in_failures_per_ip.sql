-- Console sign-in failures are counted per (e-mail, client IP), and per IP under the e-mail '*', so that a stranger who knows a till's e-mail cannot lock it out everywhere (issue 38; services/staff/sign-in-lockout.ts). The counts kept per e-mail alone are dropped: they lasted 15 minutes at most.
DELETE FROM "staff_sign_in_failures";--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" DROP CONSTRAINT "staff_sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ADD COLUMN "ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ADD CONSTRAINT "staff_sign_in_failures_email_ip_pk" PRIMARY KEY("email","ip");
