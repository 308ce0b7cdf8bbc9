-- The counselors' name keys take new names into a small pending list (64 kB, the least PostgreSQL allows), merged
-- into the index in bulk when it fills or when autovacuum comes by: an import's new names were written one by one
-- into the GIN tree, a sixth of its time (docs/decisions.md, "The counselors' name keys take a small pending list").
-- A total reads at most those 64 kB besides the tree.
ALTER INDEX "counselor_names_keys_idx" SET (fastupdate = on, gin_pending_list_limit = 64);
