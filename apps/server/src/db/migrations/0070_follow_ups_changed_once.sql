-- A student's change of counselor, keeper or being active passes to its next step and its documents once a statement
-- (issue 21), where two row triggers sent an update of its next step (and one of its documents) for each student:
-- a counselor's hand-over of 11,000 students sent 33,000 statements, and each statement on next_actions ran that
-- table's statement triggers (the counselors' day counts, migration 0061; the follow-ups' day counts, 0069), which
-- made the hand-over a third slower. The changed students are found with EXCEPT ALL of the transition tables
-- (linear whatever plan the statement keeps, 0067), their next steps and documents by key (`= ANY`), and a row is
-- written only when what it carries differs.
CREATE FUNCTION "students_follow_ups_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  SELECT array_agg(c."id") INTO "changed" FROM (
    SELECT "id", "counselor_id", "keeper_id", "archived_at" IS NULL AND "status" NOT IN ('success', 'rejected')
    FROM "new_rows"
    EXCEPT ALL
    SELECT "id", "counselor_id", "keeper_id", "archived_at" IS NULL AND "status" NOT IN ('success', 'rejected')
    FROM "old_rows"
  ) c;
  IF "changed" IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "next_actions" n SET "counselor_id" = s."counselor_id", "keeper_id" = s."keeper_id",
      "active" = s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected')
    FROM "students" s
    WHERE n."student_id" = ANY ("changed") AND s."id" = n."student_id"
      AND (n."counselor_id", n."keeper_id", n."active") IS DISTINCT FROM
        (s."counselor_id", s."keeper_id", s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected'));
  UPDATE "documents" d SET "keeper_id" = s."keeper_id"
    FROM "students" s
    WHERE d."owner_id" = ANY ("changed") AND s."id" = d."owner_id" AND d."keeper_id" IS DISTINCT FROM s."keeper_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_follow_ups" AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "students_follow_ups_changed"();--> statement-breakpoint
DROP TRIGGER "students_keeper" ON "students";--> statement-breakpoint
DROP TRIGGER "students_next_action" ON "students";--> statement-breakpoint
DROP FUNCTION "student_keeper_changed"();--> statement-breakpoint
DROP FUNCTION "student_next_action_changed"();
