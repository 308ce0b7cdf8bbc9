-- Each keeper's students stalled at the stall mark (issue 21): Super Admin's My Day counted every employee's stalled
-- students from the keepers' activity index, every entry (670,000 at a million, 1.4 s a request under load). The
-- counts are kept as the counselors report's are by counselor (migration 0062): those stalled at the mark, changed
-- in the statement that changes a student, moved with the mark by the hourly job; My Day adds the students whose
-- cutoff lies between the mark's and now's.
CREATE TABLE "keeper_stalled_counts" (
	"keeper_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "keeper_stalled_counts_keeper_id_status_pk" PRIMARY KEY("keeper_id","status")
);
--> statement-breakpoint
CREATE TYPE "keeper_stall_change" AS ("keeper_id" uuid, "status" text, "live" boolean, "at" timestamptz, "d" int);
--> statement-breakpoint
-- A changed student's rows, -1 as it was and +1 as it is, counted where stalled at the mark. Only a student quiet for
-- a day (the fewest stall days) before or after the change can be stalled at any mark: a student worked on now is
-- neither, and its change (most of the activity rollup's) takes no lock and writes nothing here.
CREATE FUNCTION "keeper_stalled_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  "quiet" timestamptz := greatest(now(), coalesce((SELECT "at" FROM "stall_mark"), now())) - interval '1 day';
  "changes" "keeper_stall_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW("keeper_id", "status"::text, "archived_at" IS NULL, "last_activity_at", 1)::"keeper_stall_change")
    INTO "changes" FROM "new_rows" WHERE "last_activity_at" < "quiet";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW("keeper_id", "status"::text, "archived_at" IS NULL, "last_activity_at", -1)::"keeper_stall_change")
    INTO "changes" FROM "old_rows" WHERE "last_activity_at" < "quiet";
  ELSE
    SELECT array_agg(x.c) INTO "changes" FROM (
      SELECT unnest(ARRAY[
        ROW(n."keeper_id", n."status"::text, n."archived_at" IS NULL, n."last_activity_at", 1)::"keeper_stall_change",
        ROW(o."keeper_id", o."status"::text, o."archived_at" IS NULL, o."last_activity_at", -1)::"keeper_stall_change"
      ]) AS c
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE least(n."last_activity_at", o."last_activity_at") < "quiet"
        AND (n."keeper_id", n."status", n."archived_at", n."last_activity_at")
          IS DISTINCT FROM (o."keeper_id", o."status", o."archived_at", o."last_activity_at")
    ) x;
  END IF;
  IF "changes" IS NULL THEN
    RETURN NULL;
  END IF;
  -- Holds the mark as it is while its counts change (stalled_counts_keep moves it only when none is changing).
  PERFORM 1 FROM "stall_mark" FOR SHARE;
  -- In key order, so that two statements changing the same keepers' counts take their rows' locks in one order.
  INSERT INTO "keeper_stalled_counts" AS r ("keeper_id", "status", "n")
  SELECT c."keeper_id", c."status", sum(c."d")::int
  FROM unnest("changes") c JOIN "stall_mark" m
    ON c."live" AND c."keeper_id" IS NOT NULL
    AND c."status" IN ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
    AND c."at" < m."at" - make_interval(days => (m."days"->>c."status")::int)
  GROUP BY 1, 2 HAVING sum(c."d") <> 0 ORDER BY 1, 2
  ON CONFLICT ("keeper_id", "status") DO UPDATE SET "n" = r."n" + excluded."n";
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "keeper_stalled_insert" AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keeper_stalled_apply"();
--> statement-breakpoint
CREATE TRIGGER "keeper_stalled_update" AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keeper_stalled_apply"();
--> statement-breakpoint
CREATE TRIGGER "keeper_stalled_delete" AFTER DELETE ON "students"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keeper_stalled_apply"();
--> statement-breakpoint
-- Migration 0062's, counting each keeper's beside each counselor's.
CREATE OR REPLACE FUNCTION "stalled_counts_keep"("stall_days" jsonb, "until" timestamptz DEFAULT now()) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  "cut_at" timestamptz := date_trunc('hour', "until");
  "was" "stall_mark";
  "whole" boolean;
BEGIN
  FOR "try" IN 1..1000 LOOP
    BEGIN
      SELECT * INTO "was" FROM "stall_mark" FOR UPDATE NOWAIT;
      EXIT;
    EXCEPTION WHEN lock_not_available THEN
      IF "try" = 1000 THEN
        RAISE;
      END IF;
      PERFORM pg_sleep(0.01);
    END;
  END LOOP;
  "whole" := "was"."at" IS NULL OR "was"."days" IS DISTINCT FROM "stall_days" OR "was"."at" > "cut_at";
  IF "whole" THEN
    DELETE FROM "stalled_counts";
    DELETE FROM "keeper_stalled_counts";
  END IF;
  WITH "passed" AS (
    -- The live students whose cutoff passed since the mark (all of those stalled at the new one, when whole).
    SELECT s."counselor_id", s."keeper_id", st."status"
    FROM unnest(array['follow-up', 'enrolled', 'application-processing', 'visa-processing']) st("status")
    JOIN "students" s ON s."status" = st."status"::"student_status" AND s."archived_at" IS NULL
      AND s."last_activity_at" < "cut_at" - make_interval(days => ("stall_days"->>st."status")::int)
      AND s."last_activity_at" >= CASE WHEN "whole" THEN '-infinity'::timestamptz
        ELSE "was"."at" - make_interval(days => ("was"."days"->>st."status")::int) END
  ), "by_keeper" AS (
    INSERT INTO "keeper_stalled_counts" AS r ("keeper_id", "status", "n")
    SELECT "keeper_id", "status", count(*) FROM "passed" WHERE "keeper_id" IS NOT NULL
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT ("keeper_id", "status") DO UPDATE SET "n" = r."n" + excluded."n"
  )
  INSERT INTO "stalled_counts" AS r ("counselor_id", "status", "n")
  SELECT "counselor_id", "status", count(*) FROM "passed"
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT "stalled_counts_key" DO UPDATE SET "n" = r."n" + excluded."n";
  INSERT INTO "stall_mark" ("one", "at", "days") VALUES (true, "cut_at", "stall_days")
  ON CONFLICT ("one") DO UPDATE SET "at" = excluded."at", "days" = excluded."days";
END $fn$;
--> statement-breakpoint
INSERT INTO "keeper_stalled_counts" ("keeper_id", "status", "n")
  SELECT s."keeper_id", s."status"::text, count(*)::int FROM "students" s JOIN "stall_mark" m
    ON s."status" IN ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
    AND s."last_activity_at" < m."at" - make_interval(days => (m."days"->>s."status"::text)::int)
  WHERE s."archived_at" IS NULL AND s."keeper_id" IS NOT NULL
  GROUP BY 1, 2;
