-- The planner's statistics of lower(email) (issue 21: an import at a million students). The e-mail indexes are
-- partial (live students), and PostgreSQL keeps no statistics for a partial index's expressions: it guessed 0.5% of
-- the students for each e-mail, so a batch of 1,000 e-mails (an import's duplicate check) was planned as the whole
-- table, a sequential scan of every student (0.8 s a batch at a million). With these the guess is one student an
-- e-mail, and the check reads students_email_idx (0.3 ms).
CREATE STATISTICS IF NOT EXISTS "students_email_lower_stats" ON (lower("email")) FROM "students";
--> statement-breakpoint
ANALYZE "students";
