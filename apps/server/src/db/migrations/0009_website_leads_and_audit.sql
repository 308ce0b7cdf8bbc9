CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"actor_id" uuid,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"intakes" text[] DEFAULT '{}'::text[] NOT NULL,
	"semester_fee" text DEFAULT '' NOT NULL,
	"course_period" text DEFAULT '' NOT NULL,
	"scholarship" boolean DEFAULT false NOT NULL,
	"world_rank" integer,
	"international_students" text DEFAULT '' NOT NULL,
	"detail_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"university_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"ielts_score" text DEFAULT '' NOT NULL,
	"campus_city" text DEFAULT '' NOT NULL,
	"tuition_fees" text DEFAULT '' NOT NULL,
	"application_fees" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"detail_link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"intake" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"offer_letter" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "website_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL,
	"education" jsonb NOT NULL,
	"additional" jsonb NOT NULL,
	"student_id" uuid,
	"converted_by" uuid,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_courses" ADD CONSTRAINT "university_courses_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_applications" ADD CONSTRAINT "web_applications_profile_id_website_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."website_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_applications" ADD CONSTRAINT "web_applications_course_id_university_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."university_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_applications" ADD CONSTRAINT "web_applications_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_profiles" ADD CONSTRAINT "website_profiles_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_profiles" ADD CONSTRAINT "website_profiles_converted_by_employees_id_fk" FOREIGN KEY ("converted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_country_key" ON "universities" USING btree (lower("name"),lower("country"));--> statement-breakpoint
CREATE INDEX "universities_country_idx" ON "universities" USING btree (lower("country") collate "C");--> statement-breakpoint
CREATE INDEX "university_courses_university_idx" ON "university_courses" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "university_courses_subject_idx" ON "university_courses" USING btree (lower("subject") collate "C");--> statement-breakpoint
CREATE UNIQUE INDEX "web_applications_profile_course_key" ON "web_applications" USING btree ("profile_id","course_id","intake");--> statement-breakpoint
CREATE UNIQUE INDEX "website_profiles_email_key" ON "website_profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "website_profiles_phone_idx" ON "website_profiles" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "website_profiles_created_idx" ON "website_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "website_profiles_student_key" ON "website_profiles" USING btree ("student_id");