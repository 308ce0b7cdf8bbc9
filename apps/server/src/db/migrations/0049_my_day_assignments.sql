-- My Day's new assignments (issue 21): the moves of students to an employee in the last days, from their own
-- index by whom they went to, instead of every move of the office in that time read and filtered.
-- (This migration's snapshot also takes in 0048's documents.keeper_id and its index, which 0048, written by hand,
-- left out of its snapshot.)
CREATE INDEX "student_events_assigned_idx" ON "student_events" USING btree ((case kind when 'counselor-changed' then payload->>'to' else payload->>'officerId' end),"at" DESC NULLS LAST) WHERE kind in ('counselor-changed', 'applicant-assigned');
