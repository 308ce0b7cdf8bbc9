-- ReCycle Students a page at a time (archived students, the latest removed first, with a name search): the
-- archived students' index now holds that order, the id breaking ties (an undone import archives its students at
-- one moment), so a page is a walk of its index and not a sort of every archived student. The counselors' turns
-- (allocation.service.ts) read the same partial index as before.
DROP INDEX "students_archived_idx";--> statement-breakpoint
CREATE INDEX "students_archived_idx" ON "students" USING btree ("archived_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is not null;