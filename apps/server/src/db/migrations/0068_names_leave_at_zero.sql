-- The names kept with their counts (student_names, counselor_names) lose a name when its count reaches 0, and the
-- names already at 0 go now. Only those two statements of student_counts_apply change (as migration 0067 left it).
DELETE FROM "student_names" WHERE "n" = 0;--> statement-breakpoint
DELETE FROM "counselor_names" WHERE "n" = 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "student_count_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW("status", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower("full_name"), 1, "counselor_id")::"student_count_change")
    INTO changes FROM "new_rows" WHERE "archived_at" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW("status", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower("full_name"), -1, "counselor_id")::"student_count_change")
    INTO changes FROM "old_rows" WHERE "archived_at" IS NULL;
  ELSE
    -- The live rows of each side that the other side's live rows do not have: archived or restored, a row is live
    -- on one side only.
    SELECT array_agg(x.c) INTO changes FROM (
      SELECT ROW(n."status", (n."created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower(n."full_name"), 1, n."counselor_id")::"student_count_change" AS c
      FROM (
        SELECT "id", "status", "created_at", "full_name", "counselor_id" FROM "new_rows" WHERE "archived_at" IS NULL
        EXCEPT ALL
        SELECT "id", "status", "created_at", "full_name", "counselor_id" FROM "old_rows" WHERE "archived_at" IS NULL
      ) n
      UNION ALL
      SELECT ROW(o."status", (o."created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower(o."full_name"), -1, o."counselor_id")::"student_count_change"
      FROM (
        SELECT "id", "status", "created_at", "full_name", "counselor_id" FROM "old_rows" WHERE "archived_at" IS NULL
        EXCEPT ALL
        SELECT "id", "status", "created_at", "full_name", "counselor_id" FROM "new_rows" WHERE "archived_at" IS NULL
      ) o
    ) x;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "student_counts" c SET "n" = c."n" + x."d"
  FROM (SELECT "status", sum("d")::int AS "d" FROM unnest(changes) GROUP BY "status") x
  WHERE c."status" = x."status" AND x."d" <> 0;
  INSERT INTO "student_day_counts" ("day", "n")
    SELECT "day", sum("d")::int FROM unnest(changes) GROUP BY "day" HAVING sum("d") <> 0
    ON CONFLICT ("day") DO UPDATE SET "n" = "student_day_counts"."n" + excluded."n";
  -- A name no live student has any longer leaves: deleted, where its count kept at 0 was an update that indexed the
  -- name's trigrams again (an undone import of 100,000 names: 11 s; deleted, 1 s), and a row every walk passed over.
  -- The names deleted are left out of the upsert by NOT IN, a hashed subplan whatever the plan's estimate of the
  -- changes (NOT EXISTS was planned, for the few rows an unnest is guessed at, as a rescan of them all each name).
  -- The deleted names are found by the "C" btree (student_names_prefix_idx): equality is the same in both
  -- collations, and the plain one let the planner look each name up in the trigram GiST (1.2 ms a name). New
  -- students only add to the names: their statement (a large load's) skips the deletes, a filter evaluated once.
  WITH "sums" AS (
    SELECT "name", sum("d")::int AS "d" FROM unnest(changes) GROUP BY "name" HAVING sum("d") <> 0
  ), "gone" AS (
    DELETE FROM "student_names" nm USING "sums" x
    WHERE TG_OP <> 'INSERT' AND nm."name" COLLATE "C" = x."name" AND nm."n" + x."d" = 0
    RETURNING nm."name"
  )
  INSERT INTO "student_names" ("name", "n")
    SELECT x."name", x."d" FROM "sums" x WHERE x."name" NOT IN (SELECT "name" FROM "gone")
    ON CONFLICT ("name") DO UPDATE SET "n" = "student_names"."n" + excluded."n";
  -- In key order, so that two statements changing the same counselors' names take their rows' locks in one order.
  WITH "sums" AS (
    SELECT "counselor_id", "name", sum("d")::int AS "d" FROM unnest(changes) WHERE "counselor_id" IS NOT NULL
    GROUP BY 1, 2 HAVING sum("d") <> 0
  ), "gone" AS (
    DELETE FROM "counselor_names" c USING "sums" x
    WHERE TG_OP <> 'INSERT' AND c."counselor_id" = x."counselor_id" AND c."name" = x."name" AND c."n" + x."d" = 0
    RETURNING c."counselor_id", c."name"
  )
  INSERT INTO "counselor_names" ("counselor_id", "name", "n")
    SELECT x."counselor_id", x."name", x."d" FROM "sums" x
    WHERE (x."counselor_id", x."name") NOT IN (SELECT "counselor_id", "name" FROM "gone")
    ORDER BY 1, 2
    ON CONFLICT ("counselor_id", "name") DO UPDATE SET "n" = "counselor_names"."n" + excluded."n";
  RETURN NULL;
END $$;
