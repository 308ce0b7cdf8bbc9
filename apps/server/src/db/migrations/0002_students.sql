CREATE TYPE "public"."student_status" AS ENUM('follow-up', 'enrolled', 'application-processing', 'visa-processing', 'success', 'rejected');--> statement-breakpoint
CREATE SEQUENCE "public"."student_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000 CACHE 1;--> statement-breakpoint
CREATE TABLE "student_counts" (
	"status" "student_status" PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"from_status" "student_status",
	"to_status" "student_status" NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" integer DEFAULT nextval('student_id_seq') NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"phone_key" text GENERATED ALWAYS AS (regexp_replace(phone_number, '[^0-9]', '', 'g')) STORED NOT NULL,
	"details" jsonb NOT NULL,
	"counselor_id" uuid,
	"status" "student_status" DEFAULT 'follow-up' NOT NULL,
	"advices" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"archived_by" uuid,
	"removed_from" uuid
);
--> statement-breakpoint
ALTER TABLE "student_status_changes" ADD CONSTRAINT "student_status_changes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_status_changes" ADD CONSTRAINT "student_status_changes_changed_by_employees_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_counselor_id_employees_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_archived_by_employees_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_removed_from_employees_id_fk" FOREIGN KEY ("removed_from") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_status_changes_student_idx" ON "student_status_changes" USING btree ("student_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_student_id_key" ON "students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_same_person_key" ON "students" USING btree (lower("full_name"),"phone_key") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "students_status_created_idx" ON "students" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "students_counselor_created_idx" ON "students" USING btree ("counselor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_archived_idx" ON "students" USING btree ("archived_at") WHERE archived_at is not null;