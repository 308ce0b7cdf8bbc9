-- A next step carries its student's counselor and whether the student is active (issue 21): the counselors report
-- joined each overdue next step of the office to its student and its facts (3,151 of them, 14 ms at a million,
-- docs/decisions.md "Overdue next steps counted from their own index"). Now they are a range of a partial index.
ALTER TABLE "next_actions" ADD COLUMN "counselor_id" uuid;--> statement-breakpoint
ALTER TABLE "next_actions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "next_actions_active_due_idx" ON "next_actions" USING btree ("due_at","counselor_id") WHERE active;--> statement-breakpoint
UPDATE "next_actions" n SET "counselor_id" = s."counselor_id",
  "active" = s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected')
FROM "students" s WHERE s."id" = n."student_id";--> statement-breakpoint
-- A next step takes its student's keeper, counselor and activity when written and when it moves to another student.
CREATE OR REPLACE FUNCTION "next_action_keeper"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."keeper_id", s."counselor_id", s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected')
    INTO NEW."keeper_id", NEW."counselor_id", NEW."active"
    FROM "students" s WHERE s."id" = NEW."student_id";
  RETURN NEW;
END $$;--> statement-breakpoint
-- ... and when the student's counselor changes, or it is archived, restored, closed or reopened.
CREATE FUNCTION "student_next_action_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "next_actions" SET "counselor_id" = NEW."counselor_id",
    "active" = NEW."archived_at" IS NULL AND NEW."status" NOT IN ('success', 'rejected')
    WHERE "student_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_next_action" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN ((OLD."counselor_id", OLD."archived_at" IS NULL, OLD."status" NOT IN ('success', 'rejected'))
    IS DISTINCT FROM (NEW."counselor_id", NEW."archived_at" IS NULL, NEW."status" NOT IN ('success', 'rejected')))
  EXECUTE FUNCTION "student_next_action_changed"();
