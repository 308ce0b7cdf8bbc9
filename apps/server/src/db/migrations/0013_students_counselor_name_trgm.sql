-- btree_gin lets one GIN index hold the counselor (a uuid) beside the trigrams of the name.
create extension if not exists btree_gin;
--> statement-breakpoint
CREATE INDEX "students_counselor_name_trgm_idx" ON "students" USING gin ("counselor_id",lower("full_name") gin_trgm_ops) WHERE archived_at is null;