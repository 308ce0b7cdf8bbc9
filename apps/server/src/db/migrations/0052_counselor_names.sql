CREATE TABLE "counselor_names" (
	"counselor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counselor_names_counselor_id_name_pk" PRIMARY KEY("counselor_id","name")
);
--> statement-breakpoint
-- Each counselor's live student names and how many carry each (issue 21): a Counselor's list by a part of a name
-- read every student who matched to total them (2,350 'rahim's of one counselor's 48,330 students at a million).
-- Kept by the counts' statement-level trigger (0031) in the writing transaction, as student_names: each change now
-- also says the student's counselor, and an update counts a student whose counselor changed.
ALTER TYPE "student_count_change" ADD ATTRIBUTE "counselor_id" uuid;
--> statement-breakpoint
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
    SELECT array_agg(x.c) INTO changes FROM (
      SELECT unnest(ARRAY[
        CASE WHEN n."archived_at" IS NULL THEN
          ROW(n."status", (n."created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower(n."full_name"), 1, n."counselor_id")::"student_count_change" END,
        CASE WHEN o."archived_at" IS NULL THEN
          ROW(o."status", (o."created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower(o."full_name"), -1, o."counselor_id")::"student_count_change" END
      ]) AS c
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."status", n."created_at", n."full_name", n."archived_at", n."counselor_id")
        IS DISTINCT FROM (o."status", o."created_at", o."full_name", o."archived_at", o."counselor_id")
    ) x WHERE (x.c).d IS NOT NULL; -- not "x.c IS NOT NULL": that is false for a row with any NULL (a counselor)
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
  INSERT INTO "student_names" ("name", "n")
    SELECT "name", sum("d")::int FROM unnest(changes) GROUP BY "name" HAVING sum("d") <> 0
    ON CONFLICT ("name") DO UPDATE SET "n" = "student_names"."n" + excluded."n";
  -- In key order, so that two statements changing the same counselors' names take their rows' locks in one order.
  INSERT INTO "counselor_names" ("counselor_id", "name", "n")
    SELECT "counselor_id", "name", sum("d")::int FROM unnest(changes) WHERE "counselor_id" IS NOT NULL
    GROUP BY 1, 2 HAVING sum("d") <> 0 ORDER BY 1, 2
    ON CONFLICT ("counselor_id", "name") DO UPDATE SET "n" = "counselor_names"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "counselor_names" ("counselor_id", "name", "n")
  SELECT "counselor_id", lower("full_name"), count(*)::int FROM "students"
  WHERE "archived_at" IS NULL AND "counselor_id" IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
-- Built once the names are in, from all of them at once.
CREATE INDEX "counselor_names_keys_idx" ON "counselor_names" USING gin (name_keys("counselor_id", "name")) WITH (fastupdate=false);