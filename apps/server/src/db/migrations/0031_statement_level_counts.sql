-- The counts kept beside the students (per status, per office day, per name: migrations 0003, 0011, 0012) are
-- kept per statement instead of per row: one grouped change of each count for everything a statement inserted,
-- updated or deleted, read from its transition tables. Per row, a statement writing many students (a bulk load, an
-- import) updated the same few count rows once per student inside one transaction, each update walking the row's
-- growing chain of versions: quadratic. Same counts, still in the same transaction as the change.
DROP TRIGGER IF EXISTS "student_counts_track" ON "students";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "student_day_counts_track" ON "students";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "student_names_track" ON "students";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "student_counts_track"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "student_day_counts_track"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "student_names_track"();
--> statement-breakpoint
-- What a statement changed, as signed rows: +1 for each live row after it, -1 for each live row before it; an
-- update counts only the rows whose counted columns changed (the activity rollups update students all the time).
CREATE TYPE "student_count_change" AS ("status" "student_status", "day" date, "name" text, "d" int);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "student_count_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW("status", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower("full_name"), 1)::"student_count_change")
    INTO changes FROM "new_rows" WHERE "archived_at" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW("status", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower("full_name"), -1)::"student_count_change")
    INTO changes FROM "old_rows" WHERE "archived_at" IS NULL;
  ELSE
    SELECT array_agg(x.c) INTO changes FROM (
      SELECT unnest(ARRAY[
        CASE WHEN n."archived_at" IS NULL THEN
          ROW(n."status", (n."created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower(n."full_name"), 1)::"student_count_change" END,
        CASE WHEN o."archived_at" IS NULL THEN
          ROW(o."status", (o."created_at" AT TIME ZONE 'Asia/Dhaka')::date, lower(o."full_name"), -1)::"student_count_change" END
      ]) AS c
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."status", n."created_at", n."full_name", n."archived_at")
        IS DISTINCT FROM (o."status", o."created_at", o."full_name", o."archived_at")
    ) x WHERE x.c IS NOT NULL;
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "student_counts_insert" AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "student_counts_update" AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "student_counts_delete" AFTER DELETE ON "students"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_apply"();
