-- The hourly move of the stall mark, planned for its bounds (issue 21): its one statement joined the four stalling
-- statuses to the students with each status's bounds worked out row by row, which no plan can take for an index
-- range, so every move read all the students (a sequential scan of 1,000,000 for 618 of the hour, 1.5 s, holding
-- the mark the whole time). Each status is now a branch of its own with its bounds written in as constants, the
-- statement planned once for them: the hour's few students from `students_activity_idx`, a whole count (the stall
-- days changed) as its sizes call for. The rest is migration 0064's.
CREATE OR REPLACE FUNCTION "stalled_counts_keep"("stall_days" jsonb, "until" timestamptz DEFAULT now()) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  "cut_at" timestamptz := date_trunc('hour', "until");
  "was" "stall_mark";
  "whole" boolean;
  "passed" text;
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
  -- The live students whose cutoff passed since the mark (all of those stalled at the new one, when whole): a
  -- branch a status, between its two cutoffs.
  SELECT string_agg(format(
      'SELECT counselor_id, keeper_id, %1$L::text AS status FROM students WHERE status = %1$L AND archived_at IS NULL'
      ' AND last_activity_at < %2$L AND last_activity_at >= %3$L',
      st."status",
      "cut_at" - make_interval(days => ("stall_days"->>st."status")::int),
      CASE WHEN "whole" THEN '-infinity'::timestamptz
        ELSE "was"."at" - make_interval(days => ("was"."days"->>st."status")::int) END),
    ' UNION ALL ')
  INTO "passed"
  FROM unnest(array['follow-up', 'enrolled', 'application-processing', 'visa-processing']) st("status");
  EXECUTE format($q$
    WITH "passed" AS (%s), "by_keeper" AS (
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
    ON CONFLICT ON CONSTRAINT "stalled_counts_key" DO UPDATE SET "n" = r."n" + excluded."n"
  $q$, "passed");
  INSERT INTO "stall_mark" ("one", "at", "days") VALUES (true, "cut_at", "stall_days")
  ON CONFLICT ("one") DO UPDATE SET "at" = excluded."at", "days" = excluded."days";
END $fn$;
