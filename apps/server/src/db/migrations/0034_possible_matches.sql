-- Possible duplicates while registering (issue 19): a similar name on the same date of birth, an index look-up at a
-- million students. (The snapshot now also holds 0033's indexes, which that migration wrote by hand.)
CREATE INDEX "students_dob_idx" ON "students" USING btree (("details"->>'dob')) WHERE archived_at is null;
