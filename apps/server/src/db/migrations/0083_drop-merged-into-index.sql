-- Only an import's undo read it, to keep a student a registration was merged into; the undo keeps every student
-- worked on since, and a merge is such work (its event is by an employee), so the index has no reader left.
DROP INDEX "students_merged_into_idx";
