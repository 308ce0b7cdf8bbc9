-- A task about a deleted (archived) student is silent until a restore (session 47): no reminder, no escalation, no
-- link. Super Admin's My Day still counted it among its assignee's overdue ones, from the day counts of 0069, which
-- a task's own columns keep. A task now carries whether its student is live, kept by two triggers: a task takes
-- its student's state when written or moved to another student (a merge), and a student's deletion or restore
-- marks its tasks, in the order the students' triggers already take (the student, then its rows). The day counts
-- count open tasks about no student or a live one.
ALTER TABLE "tasks" ADD COLUMN "student_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A merge moves a student's tasks; a deletion or restore marks them: by the student, not by scanning every task.
CREATE INDEX "tasks_student_idx" ON "tasks" USING btree ("student_id") WHERE "tasks"."student_id" is not null;--> statement-breakpoint
CREATE FUNCTION "tasks_student_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."student_live" := NEW."student_id" IS NULL
    OR EXISTS (SELECT 1 FROM "students" s WHERE s."id" = NEW."student_id" AND s."archived_at" IS NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_student_live" BEFORE INSERT OR UPDATE OF "student_id" ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "tasks_student_live"();--> statement-breakpoint
CREATE FUNCTION "students_tasks_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tasks" SET "student_live" = NEW."archived_at" IS NULL
  WHERE "student_id" = NEW."id" AND "student_live" IS DISTINCT FROM (NEW."archived_at" IS NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_tasks_live" AFTER UPDATE OF "archived_at" ON "students" FOR EACH ROW
  WHEN ((OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "students_tasks_live"();--> statement-breakpoint
-- A task counts for its assignee while it is open and about no student or a live one.
CREATE OR REPLACE FUNCTION "tasks_follow_up_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "gone" "follow_up_day_change"[];
  "came" "follow_up_day_change"[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(ROW("assignee_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, -1)::"follow_up_day_change")
    INTO "gone" FROM "old_rows" WHERE "done_at" IS NULL AND "student_live";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(ROW("assignee_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, 1)::"follow_up_day_change")
    INTO "came" FROM "new_rows" WHERE "done_at" IS NULL AND "student_live";
  END IF;
  -- A statement that touched no counted row ends here.
  IF "gone" IS NOT NULL OR "came" IS NOT NULL THEN
    PERFORM "follow_up_days_add"("gone" || "came");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The tasks of students deleted before now: marked, which takes them out of the day counts (the trigger above).
UPDATE "tasks" t SET "student_live" = false FROM "students" s
WHERE s."id" = t."student_id" AND s."archived_at" IS NOT NULL;
