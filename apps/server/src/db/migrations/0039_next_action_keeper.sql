ALTER TABLE "next_actions" ADD COLUMN "keeper_id" uuid;--> statement-breakpoint
ALTER TABLE "next_actions" ADD CONSTRAINT "next_actions_keeper_id_employees_id_fk" FOREIGN KEY ("keeper_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "next_actions_keeper_due_idx" ON "next_actions" USING btree ("keeper_id","due_at");--> statement-breakpoint
-- Who keeps a student's file now (issue 15), in one place: the visa member of its latest handed-on application once
-- the student is in visa processing, the current admin Officer in application or visa processing, otherwise the
-- counselor. next-actions.service.ts's studentOwner decides the same for one student; My Day's lists ask this.
CREATE OR REPLACE FUNCTION "student_keeper"(sid uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN s."status" = 'visa-processing' AND v."visa_team_id" IS NOT NULL THEN v."visa_team_id"
    WHEN s."status" IN ('application-processing', 'visa-processing') AND o."applicant_id" IS NOT NULL
      THEN o."applicant_id"
    ELSE s."counselor_id" END
  FROM "students" s
  LEFT JOIN LATERAL (SELECT u."visa_team_id" FROM "university_applications" u
    WHERE u."student_id" = s."id" AND u."visa_team_id" IS NOT NULL ORDER BY u."created_at" DESC LIMIT 1) v ON true
  LEFT JOIN LATERAL (SELECT a."applicant_id" FROM "student_applicants" a
    WHERE a."student_id" = s."id" AND a."current" LIMIT 1) o ON true
  WHERE s."id" = sid
$$;--> statement-breakpoint
UPDATE "next_actions" SET "keeper_id" = "student_keeper"("student_id");--> statement-breakpoint
-- A next step takes its keeper when it is set (or moved to another student by a merge).
CREATE OR REPLACE FUNCTION "next_action_keeper"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keeper_id" := "student_keeper"(NEW."student_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "next_actions_keeper" BEFORE INSERT OR UPDATE OF "student_id" ON "next_actions"
  FOR EACH ROW EXECUTE FUNCTION "next_action_keeper"();--> statement-breakpoint
-- ... and follows the file when the counselor, the status, the admin Officer or the visa member changes.
CREATE OR REPLACE FUNCTION "refresh_next_action_keeper"(sid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "next_actions" n SET "keeper_id" = "student_keeper"(sid)
    WHERE n."student_id" = sid AND n."keeper_id" IS DISTINCT FROM "student_keeper"(sid)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_keeper_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_next_action_keeper"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "desk_keeper_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_next_action_keeper"(NEW."student_id");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_next_action_keeper"(OLD."student_id");
  ELSE
    PERFORM "refresh_next_action_keeper"(NEW."student_id");
    IF OLD."student_id" IS DISTINCT FROM NEW."student_id" THEN
      PERFORM "refresh_next_action_keeper"(OLD."student_id");
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_keeper" AFTER UPDATE OF "counselor_id", "status" ON "students"
  FOR EACH ROW WHEN (OLD."counselor_id" IS DISTINCT FROM NEW."counselor_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "student_keeper_changed"();--> statement-breakpoint
CREATE TRIGGER "student_applicants_keeper" AFTER INSERT OR DELETE OR UPDATE OF "applicant_id", "current", "student_id"
  ON "student_applicants" FOR EACH ROW EXECUTE FUNCTION "desk_keeper_changed"();--> statement-breakpoint
CREATE TRIGGER "university_applications_keeper" AFTER INSERT OR DELETE OR UPDATE OF "visa_team_id", "student_id"
  ON "university_applications" FOR EACH ROW EXECUTE FUNCTION "desk_keeper_changed"();
