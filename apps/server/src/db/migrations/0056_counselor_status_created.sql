-- A column of a Counselor's board: one index range whatever the values, so its prepared statement keeps a generic
-- plan (issue 21).
CREATE INDEX "students_counselor_status_created_idx" ON "students" USING btree ("counselor_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is null;