ALTER TABLE "university_applications" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "university_applications" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_removed_by_employees_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The B2B agent was stored with underscores for spaces (the earlier product's input rule); names are kept as typed now.
UPDATE "university_applications" SET "b2b" = replace("b2b", '_', ' ') WHERE "b2b" LIKE '%\_%';
