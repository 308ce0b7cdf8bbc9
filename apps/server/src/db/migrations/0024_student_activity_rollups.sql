ALTER TABLE "students" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "stage_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The rollups of each student's event log, kept in the statement that writes events (inserted, or moved in time):
-- the latest event, and the latest status change; a student without one counts from its registration.
CREATE FUNCTION "student_activity_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "students" s SET
    "last_activity_at" = coalesce((SELECT max(e."at") FROM "student_events" e WHERE e."student_id" = s."id"), s."created_at"),
    "stage_since" = coalesce((SELECT max(e."at") FROM "student_events" e
      WHERE e."student_id" = s."id" AND e."kind" = 'status-changed'), s."created_at")
  WHERE s."id" IN (SELECT DISTINCT "student_id" FROM "changed_events");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_events_rollup_insert" AFTER INSERT ON "student_events"
  REFERENCING NEW TABLE AS "changed_events" FOR EACH STATEMENT EXECUTE FUNCTION "student_activity_rollup"();--> statement-breakpoint
CREATE TRIGGER "student_events_rollup_update" AFTER UPDATE ON "student_events"
  REFERENCING NEW TABLE AS "changed_events" FOR EACH STATEMENT EXECUTE FUNCTION "student_activity_rollup"();--> statement-breakpoint
UPDATE "students" s SET
  "last_activity_at" = coalesce((SELECT max(e."at") FROM "student_events" e WHERE e."student_id" = s."id"), s."created_at"),
  "stage_since" = coalesce((SELECT max(e."at") FROM "student_events" e
    WHERE e."student_id" = s."id" AND e."kind" = 'status-changed'), s."created_at");--> statement-breakpoint
CREATE INDEX "students_activity_idx" ON "students" USING btree ("status","last_activity_at") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "students_counselor_activity_idx" ON "students" USING btree ("counselor_id","status","last_activity_at") WHERE archived_at is null;
