-- name_keys (0043) in PL/pgSQL: the same keys, a name's trigrams each with its counselor's first 8 characters before
-- it, joined as one text and split, where the SQL function ran a subquery for each name. Building the index over a
-- million students took 20 s of calls, now 10 (issue 21: loading the office). An empty name still has no keys; a
-- student without a counselor has none either (NULL, where it had NULL keys that matched nothing). Trigrams hold
-- letters, digits and spaces only, never the comma that joins them.
CREATE OR REPLACE FUNCTION "name_keys"(scope uuid, name text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  COST 100000 SET search_path FROM CURRENT AS $$
DECLARE
  trigrams text[] := show_trgm(name);
  prefix text := left(scope::text, 8);
BEGIN
  IF cardinality(trigrams) = 0 THEN
    RETURN '{}';
  END IF;
  RETURN string_to_array(prefix || array_to_string(trigrams, ',' || prefix), ',');
END $$;--> statement-breakpoint
REINDEX INDEX "students_counselor_name_keys_idx";
