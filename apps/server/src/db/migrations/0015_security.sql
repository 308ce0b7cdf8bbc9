CREATE TABLE "login_failures" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
DROP INDEX "website_profiles_email_key";--> statement-breakpoint
ALTER TABLE "website_profiles" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
CREATE INDEX "login_failures_last_idx" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "website_profiles" ADD CONSTRAINT "website_profiles_duplicate_of_website_profiles_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."website_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_profiles_email_idx" ON "website_profiles" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "failed_logins";