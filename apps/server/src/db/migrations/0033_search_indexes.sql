-- The top bar's search (issue 19) finds a live student by its phone number (E.164 digits) and by its e-mail, each
-- an index look-up at a million students.
CREATE INDEX "students_phone_idx" ON "students" USING btree ("phone_key") WHERE archived_at is null;
--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree (lower("email")) WHERE archived_at is null;
