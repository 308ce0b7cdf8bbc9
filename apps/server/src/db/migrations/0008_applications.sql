CREATE TABLE "student_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"university_name" text NOT NULL,
	"subject" text NOT NULL,
	"country" text NOT NULL,
	"intake" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"b2b" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"visa_team_id" uuid,
	"visa_status" "student_status",
	"visa_decided_by" uuid,
	"visa_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_applicants" ADD CONSTRAINT "student_applicants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applicants" ADD CONSTRAINT "student_applicants_applicant_id_employees_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applicants" ADD CONSTRAINT "student_applicants_assigned_by_employees_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_applicant_id_employees_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_visa_team_id_employees_id_fk" FOREIGN KEY ("visa_team_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_visa_decided_by_employees_id_fk" FOREIGN KEY ("visa_decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_applicants_current_key" ON "student_applicants" USING btree ("student_id") WHERE current;--> statement-breakpoint
CREATE INDEX "student_applicants_applicant_idx" ON "student_applicants" USING btree ("applicant_id") WHERE current;--> statement-breakpoint
CREATE INDEX "university_applications_student_idx" ON "university_applications" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "university_applications_visa_idx" ON "university_applications" USING btree ("visa_team_id");--> statement-breakpoint
CREATE INDEX "university_applications_b2b_idx" ON "university_applications" USING btree ("created_at" DESC NULLS LAST) WHERE b2b <> '';