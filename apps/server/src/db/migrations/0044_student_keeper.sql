-- Who keeps a student's file now (issue 15's rule, migration 0039) becomes a column of the student (issue 21): My Day's
-- stalled students and unopened documents asked student_keeper() of every candidate at the three desks, and the
-- team's stalled counts of every student of the office.
ALTER TABLE "students" ADD COLUMN "keeper_id" uuid;--> statement-breakpoint
-- The rule, once, from the student's own columns: a BEFORE trigger has them before they are written.
CREATE FUNCTION "student_keeper_of"(sid uuid, counselor uuid, st student_status) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN st = 'visa-processing' AND v."visa_team_id" IS NOT NULL THEN v."visa_team_id"
    WHEN st IN ('application-processing', 'visa-processing') AND o."applicant_id" IS NOT NULL THEN o."applicant_id"
    ELSE counselor END
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (SELECT u."visa_team_id" FROM "university_applications" u
    WHERE u."student_id" = sid AND u."visa_team_id" IS NOT NULL ORDER BY u."created_at" DESC LIMIT 1) v ON true
  LEFT JOIN LATERAL (SELECT a."applicant_id" FROM "student_applicants" a
    WHERE a."student_id" = sid AND a."current" LIMIT 1) o ON true
$$;--> statement-breakpoint
DROP TRIGGER "students_keeper" ON "students";--> statement-breakpoint
DROP TRIGGER "student_applicants_keeper" ON "student_applicants";--> statement-breakpoint
DROP TRIGGER "university_applications_keeper" ON "university_applications";--> statement-breakpoint
DROP FUNCTION "desk_keeper_changed"();--> statement-breakpoint
DROP FUNCTION "refresh_next_action_keeper"(uuid);--> statement-breakpoint
DROP FUNCTION "student_keeper"(uuid);--> statement-breakpoint
UPDATE "students" SET "keeper_id" = "student_keeper_of"("id", "counselor_id", "status");--> statement-breakpoint
CREATE INDEX "students_keeper_activity_idx" ON "students" USING btree ("keeper_id","status","last_activity_at") WHERE archived_at is null;--> statement-breakpoint
-- A student takes its keeper when written (a new one: its counselor) and when its counselor or status changes ...
CREATE FUNCTION "student_keeper_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keeper_id" := "student_keeper_of"(NEW."id", NEW."counselor_id", NEW."status");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_keeper_set" BEFORE INSERT OR UPDATE OF "counselor_id", "status" ON "students"
  FOR EACH ROW EXECUTE FUNCTION "student_keeper_set"();--> statement-breakpoint
-- ... and when its admin Officer or its visa member changes.
CREATE FUNCTION "desk_keeper_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid uuid;
BEGIN
  FOR sid IN SELECT DISTINCT x FROM unnest(ARRAY[
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."student_id" END,
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."student_id" END]) x WHERE x IS NOT NULL
  LOOP
    UPDATE "students" s SET "keeper_id" = "student_keeper_of"(s."id", s."counselor_id", s."status")
      WHERE s."id" = sid AND s."keeper_id" IS DISTINCT FROM "student_keeper_of"(s."id", s."counselor_id", s."status");
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_applicants_keeper" AFTER INSERT OR DELETE OR UPDATE OF "applicant_id", "current", "student_id"
  ON "student_applicants" FOR EACH ROW EXECUTE FUNCTION "desk_keeper_changed"();--> statement-breakpoint
CREATE TRIGGER "university_applications_keeper" AFTER INSERT OR DELETE OR UPDATE OF "visa_team_id", "student_id"
  ON "university_applications" FOR EACH ROW EXECUTE FUNCTION "desk_keeper_changed"();--> statement-breakpoint
-- A next step carries its student's keeper, for My Day's (keeper, due) index.
CREATE OR REPLACE FUNCTION "next_action_keeper"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keeper_id" := (SELECT s."keeper_id" FROM "students" s WHERE s."id" = NEW."student_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_keeper_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "next_actions" SET "keeper_id" = NEW."keeper_id" WHERE "student_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Not "UPDATE OF keeper_id": that fires for the columns an UPDATE names, not for those a BEFORE trigger sets.
CREATE TRIGGER "students_keeper" AFTER UPDATE ON "students"
  FOR EACH ROW WHEN (OLD."keeper_id" IS DISTINCT FROM NEW."keeper_id") EXECUTE FUNCTION "student_keeper_changed"();
