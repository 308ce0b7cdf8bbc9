-- In visa processing, a student's file is kept by the visa member of the application still being decided, not by
-- the member of the newest one handed over: a refused newer application left the step, its reminders and the
-- stalled counts with a member who had nothing left to do, while the one deciding the older application got 403.
-- Removed applications come last.
CREATE OR REPLACE FUNCTION "student_keeper_of"(sid uuid, counselor uuid, st student_status) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN st = 'visa-processing' AND v."visa_team_id" IS NOT NULL THEN v."visa_team_id"
    WHEN st IN ('application-processing', 'visa-processing') AND o."applicant_id" IS NOT NULL THEN o."applicant_id"
    ELSE counselor END
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (SELECT u."visa_team_id" FROM "university_applications" u
    WHERE u."student_id" = sid AND u."visa_team_id" IS NOT NULL
    ORDER BY (u."removed_at" IS NULL AND u."visa_status" = 'visa-processing') DESC, (u."removed_at" IS NULL) DESC,
      u."created_at" DESC
    LIMIT 1) v ON true
  LEFT JOIN LATERAL (SELECT a."applicant_id" FROM "student_applicants" a
    WHERE a."student_id" = sid AND a."current" LIMIT 1) o ON true
$$;--> statement-breakpoint
-- An outcome recorded, or an application removed, changes which file is in progress.
DROP TRIGGER "university_applications_keeper" ON "university_applications";--> statement-breakpoint
CREATE TRIGGER "university_applications_keeper"
  AFTER INSERT OR DELETE OR UPDATE OF "visa_team_id", "student_id", "visa_status", "removed_at"
  ON "university_applications" FOR EACH ROW EXECUTE FUNCTION "desk_keeper_changed"();--> statement-breakpoint
UPDATE "students" SET "keeper_id" = "student_keeper_of"("id", "counselor_id", "status")
WHERE "status" = 'visa-processing'
  AND "keeper_id" IS DISTINCT FROM "student_keeper_of"("id", "counselor_id", "status");
