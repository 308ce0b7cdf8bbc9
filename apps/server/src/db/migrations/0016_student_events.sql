CREATE TABLE "student_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
-- The status history becomes the first kind of event in the one log (docs/decisions.md).
INSERT INTO "student_events" ("id", "student_id", "kind", "actor_id", "at", "payload")
SELECT "id", "student_id", 'status-changed', "changed_by", "changed_at",
  jsonb_build_object('from', "from_status", 'to', "to_status")
FROM "student_status_changes";--> statement-breakpoint
DROP TABLE "student_status_changes" CASCADE;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_events_student_idx" ON "student_events" USING btree ("student_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "student_events_kind_idx" ON "student_events" USING btree ("kind","at");