CREATE TABLE "visa_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "student_status" NOT NULL,
	"decided_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"letter_id" uuid,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
DROP INDEX "student_applicants_applicant_idx";--> statement-breakpoint
ALTER TABLE "visa_decisions" ADD CONSTRAINT "visa_decisions_application_id_university_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."university_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_decisions" ADD CONSTRAINT "visa_decisions_letter_id_documents_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_decisions" ADD CONSTRAINT "visa_decisions_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_decisions_application_idx" ON "visa_decisions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "student_applicants_applicant_assigned_idx" ON "student_applicants" USING btree ("applicant_id","assigned_at") WHERE current;--> statement-breakpoint
-- Outcomes recorded before this table: each becomes its application's first decision, on the day it was recorded.
INSERT INTO "visa_decisions" ("application_id", "status", "decided_on", "decided_by", "created_at")
SELECT "id", "visa_status", ("visa_decided_at" AT TIME ZONE 'Asia/Dhaka')::date, "visa_decided_by", "visa_decided_at"
FROM "university_applications"
WHERE "visa_status" IN ('success', 'rejected') AND "visa_decided_at" IS NOT NULL;
