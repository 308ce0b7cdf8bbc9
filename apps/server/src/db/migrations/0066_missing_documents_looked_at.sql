-- The missing documents' sweep remembers when it last looked at a student, reminded or not: a student with nothing
-- missing was left unmarked and read again by every hourly sweep, and with a batch's worth of them first in the
-- table's order, no student after them was ever reminded.
ALTER TABLE "missing_document_reminders" RENAME COLUMN "last_sent_at" TO "looked_at";
