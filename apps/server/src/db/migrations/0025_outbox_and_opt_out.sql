CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"student_id" uuid,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"template_key" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"params" jsonb,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "messages_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_key" ON "outbox_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE state in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_state_created_idx" ON "outbox_messages" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_student_idx" ON "outbox_messages" USING btree ("student_id");--> statement-breakpoint
-- What the system sends by itself (an automatic message, and every delivery report) is not the office's activity
-- with the student: a reminder every few days must not keep a student from showing as stalled. A message queued by
-- a person still counts.
CREATE OR REPLACE FUNCTION "student_activity_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "students" s SET
    "last_activity_at" = coalesce((SELECT max(e."at") FROM "student_events" e WHERE e."student_id" = s."id"
      AND NOT (e."kind" IN ('message-sent', 'message-failed') OR (e."kind" = 'message-queued' AND e."actor_id" IS NULL))),
      s."created_at"),
    "stage_since" = coalesce((SELECT max(e."at") FROM "student_events" e
      WHERE e."student_id" = s."id" AND e."kind" = 'status-changed'), s."created_at")
  WHERE s."id" IN (SELECT DISTINCT "student_id" FROM "changed_events");
  RETURN NULL;
END $$;
