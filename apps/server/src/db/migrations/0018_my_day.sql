ALTER TABLE "documents" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "my_day_seen_at" timestamp with time zone;