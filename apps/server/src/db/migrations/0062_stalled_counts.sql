CREATE TABLE "stall_mark" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"days" jsonb NOT NULL,
	CONSTRAINT "stall_mark_one" CHECK ("stall_mark"."one")
);
--> statement-breakpoint
CREATE TABLE "stalled_counts" (
	"counselor_id" uuid,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "stalled_counts_key" UNIQUE NULLS NOT DISTINCT("counselor_id","status")
);
--> statement-breakpoint
-- The students stalled now are read from counts kept at a mark (issue 21: the counselors report read the quiet
-- students' kept rows since each cutoff, about a thousand at a hundred thousand students; docs/decisions.md "Stalled:
-- counted at an hourly mark"): `stalled_counts` holds those stalled at `stall_mark` (an hour's start, and the stall
-- days then), the report adds those whose cutoff lies between the mark's and now's. The refresh keeps the counts
-- where it kept the quiet students by the hour and since ever (migrations 0055, 0058), which nothing reads now.
CREATE OR REPLACE FUNCTION "report_facts_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(cardinality("ids"), 0) = 0 THEN
    RETURN;
  END IF;
  -- Waits for a concurrent change of the same students to commit; the statement below then reads it.
  PERFORM 1 FROM "report_facts" WHERE "student_id" = ANY("ids") ORDER BY "student_id" FOR UPDATE;
  -- Holds the stall mark as it is (stalled_counts_keep waits for no one: it tries again) while its counts change.
  PERFORM 1 FROM "stall_mark" FOR SHARE;
  EXECUTE $q$
  WITH "events" AS (
    -- The students' events the facts read, each with its office day, the day the stay it ends began (status
    -- changes only) and the funnel step it reaches.
    SELECT e."student_id", e."kind", e."at", (e."at" AT TIME ZONE 'Asia/Dhaka')::date AS "day",
      e."payload"->>'from' AS "from",
      CASE WHEN e."kind" = 'status-changed' THEN (lag(e."at") OVER (PARTITION BY e."student_id", e."kind"
        ORDER BY e."at") AT TIME ZONE 'Asia/Dhaka')::date END AS "entered_on",
      CASE WHEN e."kind" = 'advice-written' THEN NULL
        -- An offer: an application added, or its status edited, that holds an offer now.
        WHEN e."kind" <> 'status-changed' THEN CASE WHEN (e."kind" = 'application-added' OR e."payload"->'fields' ? 'status')
          AND EXISTS (SELECT 1 FROM "university_applications" o WHERE o."id" = (e."payload"->>'applicationId')::uuid
            AND o."status" IN ('offer received', 'unconditional offer') AND o."removed_at" IS NULL) THEN 3 END
        WHEN e."payload"->>'to' = 'enrolled' THEN 1 WHEN e."payload"->>'to' = 'application-processing' THEN 2
        WHEN e."payload"->>'to' = 'visa-processing' THEN 4 WHEN e."payload"->>'to' = 'success' THEN 5 END AS "step"
    FROM "student_events" e
    WHERE e."student_id" = ANY($1)
      AND e."kind" IN ('status-changed', 'application-added', 'application-edited', 'advice-written')
  ),
  -- Per student, in one pass over its events: the first day of each step, of its first advice, and its stays (from
  -- one status change to the next, in office days; only the stays of the stages that stall).
  "history" AS (
    SELECT "student_id",
      min("day") FILTER (WHERE "step" >= 1) AS "enrolled_on", min("day") FILTER (WHERE "step" >= 2) AS "application_on",
      min("day") FILTER (WHERE "step" >= 3) AS "offer_on", min("day") FILTER (WHERE "step" >= 4) AS "visa_on",
      min("day") FILTER (WHERE "step" >= 5) AS "success_on",
      min("day") FILTER (WHERE "kind" = 'advice-written') AS "advice_on",
      jsonb_agg(jsonb_build_object('status', "from", 'left_on', "day", 'days', "day" - "entered_on") ORDER BY "at")
        FILTER (WHERE "entered_on" IS NOT NULL
          AND "from" IN ('follow-up', 'enrolled', 'application-processing', 'visa-processing')) AS "stays"
    FROM "events" GROUP BY "student_id"
  ),
  "fresh" AS (
    SELECT s."id" AS "student_id", s."counselor_id",
      CASE WHEN s."import_id" IS NOT NULL THEN 'import' WHEN w."student_id" IS NOT NULL THEN 'website'
        WHEN b."student_id" IS NOT NULL THEN 'partner' ELSE 'walk-in' END AS "source",
      coalesce(a."country", nullif(btrim(s."details"->>'chosenCountryName'), '')) AS "country",
      coalesce(a."intake", nullif(btrim(s."details"->>'intake'), '')) AS "intake",
      (s."created_at" AT TIME ZONE 'Asia/Dhaka')::date AS "lead_on",
      h."enrolled_on", h."application_on", h."offer_on", h."visa_on", h."success_on",
      s."status"::text AS "status", (s."last_activity_at" AT TIME ZONE 'Asia/Dhaka')::date AS "active_on",
      h."advice_on", coalesce(h."stays", '[]'::jsonb) AS "stays",
      extract(hour FROM s."last_activity_at" AT TIME ZONE 'Asia/Dhaka')::smallint AS "active_hour"
    FROM "students" s
    LEFT JOIN "history" h ON h."student_id" = s."id"
    LEFT JOIN "website_profiles" w ON w."student_id" = s."id"
    LEFT JOIN (SELECT DISTINCT b."student_id" FROM "university_applications" b
      WHERE b."student_id" = ANY($1) AND b."b2b" <> '' AND b."removed_at" IS NULL) b ON b."student_id" = s."id"
    LEFT JOIN (
      SELECT DISTINCT ON (a."student_id") a."student_id", nullif(btrim(a."country"), '') AS "country",
        nullif(btrim(a."intake"), '') AS "intake"
      FROM "university_applications" a WHERE a."student_id" = ANY($1) AND a."removed_at" IS NULL
      ORDER BY a."student_id", a."created_at" DESC
    ) a ON a."student_id" = s."id"
    WHERE s."id" = ANY($1) AND s."archived_at" IS NULL
  ),
  "old" AS (SELECT f.* FROM "report_facts" f WHERE f."student_id" = ANY($1)),
  "changed" AS (
    SELECT coalesce(f."student_id", o."student_id") AS "student_id", f."student_id" IS NOT NULL AS "present"
    FROM "fresh" f FULL JOIN "old" o ON o."student_id" = f."student_id"
    WHERE (f."counselor_id", f."source", f."country", f."intake", f."lead_on", f."enrolled_on", f."application_on",
        f."offer_on", f."visa_on", f."success_on", f."status", f."active_on", f."advice_on", f."stays",
        f."active_hour")
      IS DISTINCT FROM (o."counselor_id", o."source", o."country", o."intake", o."lead_on", o."enrolled_on",
        o."application_on", o."offer_on", o."visa_on", o."success_on", o."status", o."active_on", o."advice_on",
        o."stays", o."active_hour")
  ),
  "signed" AS (
    SELECT f.*, 1 AS "d" FROM "fresh" f JOIN "changed" c USING ("student_id")
    UNION ALL
    SELECT o.*, -1 FROM "old" o JOIN "changed" c USING ("student_id")
  ),
  -- The changed students' facts tallied first: students with the same facts (a day's leads of a counselor, most
  -- of them) are one row, and the funnel's steps and the measures are worked out once for each.
  "tallied" AS (
    SELECT "counselor_id", "source", lower("country") AS "country", "lead_on", "enrolled_on", "application_on",
      "offer_on", "visa_on", "success_on", "status", "active_on", "advice_on", "stays", sum("d") AS "d"
    FROM "signed"
    GROUP BY "counselor_id", "source", lower("country"), "lead_on", "enrolled_on", "application_on", "offer_on",
      "visa_on", "success_on", "status", "active_on", "advice_on", "stays"
    HAVING sum("d") <> 0
  ),
  "steps" AS (
    SELECT g."counselor_id", g."source", g."country", g."d", x."step", x."day"
    FROM "tallied" g CROSS JOIN LATERAL (VALUES (0, g."lead_on"), (1, g."enrolled_on"), (2, g."application_on"),
      (3, g."offer_on"), (4, g."visa_on"), (5, g."success_on")) x("step", "day")
    WHERE x."day" IS NOT NULL
  ),
  -- Summed per day first: the grouping sets then add up a few rows a day, not a row a student.
  "daily" AS (
    SELECT "counselor_id", "source", "country", "step", "day", sum("d") AS "d" FROM "steps"
    GROUP BY "counselor_id", "source", "country", "step", "day"
  ),
  "counted" AS (
    INSERT INTO "report_funnel_counts" AS r ("dims", "grain", "period", "step", "counselor_id", "source", "country", "n")
    SELECT GROUPING(t."counselor_id", t."source", t."country"), p."grain", p."period", t."step",
      t."counselor_id", t."source", t."country", sum(t."d")
    FROM "daily" t CROSS JOIN LATERAL (VALUES ('day', t."day"), ('month', date_trunc('month', t."day")::date))
      p("grain", "period")
    GROUP BY p."grain", p."period", t."step", CUBE(t."counselor_id", t."source", t."country")
    HAVING sum(t."d") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "report_funnel_counts_key" DO UPDATE SET "n" = r."n" + excluded."n"
  ),
  "measured" AS (
    SELECT g."counselor_id", g."source", g."country", m."measure", m."value", m."day", sum(g."d") AS "d"
    FROM "tallied" g CROSS JOIN LATERAL "report_fact_measures"(g."lead_on", g."enrolled_on", g."status", g."active_on",
      g."advice_on", g."stays") m
    GROUP BY g."counselor_id", g."source", g."country", m."measure", m."value", m."day"
  ),
  "measures_counted" AS (
    INSERT INTO "report_measure_counts" AS r ("dims", "measure", "grain", "period", "value", "counselor_id", "source",
      "country", "n")
    SELECT GROUPING(t."counselor_id", t."source", t."country"), t."measure", p."grain", p."period", t."value",
      t."counselor_id", t."source", t."country", sum(t."d")
    FROM "measured" t CROSS JOIN LATERAL (VALUES ('day', t."day"), ('month', date_trunc('month', t."day")::date))
      p("grain", "period")
    GROUP BY t."measure", p."grain", p."period", t."value", CUBE(t."counselor_id", t."source", t."country")
    HAVING sum(t."d") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT "report_measure_counts_key" DO UPDATE SET "n" = r."n" + excluded."n"
  ),
  -- The students stalled at the stall mark, per counselor and status: quiet since before its status's cutoff, the
  -- start of an hour, so the office hour of their last activity tells.
  "stalled_counted" AS (
    INSERT INTO "stalled_counts" AS r ("counselor_id", "status", "n")
    SELECT s."counselor_id", s."status", sum(s."d")
    FROM "signed" s JOIN "stall_mark" m
      ON s."status" IN ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
      AND s."active_on" + make_interval(hours => s."active_hour"::int)
        < (m."at" - make_interval(days => (m."days"->>s."status")::int)) AT TIME ZONE 'Asia/Dhaka'
    GROUP BY 1, 2
    HAVING sum(s."d") <> 0
    ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT "stalled_counts_key" DO UPDATE SET "n" = r."n" + excluded."n"
  ),
  "removed" AS (
    DELETE FROM "report_facts" f USING "changed" c WHERE f."student_id" = c."student_id" AND NOT c."present"
  ),
  "kept" AS (
    INSERT INTO "report_facts" ("student_id", "counselor_id", "source", "country", "intake", "lead_on",
      "enrolled_on", "application_on", "offer_on", "visa_on", "success_on", "status", "active_on", "advice_on", "stays",
      "active_hour")
    SELECT f.* FROM "fresh" f JOIN "changed" c USING ("student_id") ORDER BY f."student_id"
    ON CONFLICT ("student_id") DO UPDATE SET "counselor_id" = excluded."counselor_id", "source" = excluded."source",
      "country" = excluded."country", "intake" = excluded."intake", "lead_on" = excluded."lead_on",
      "enrolled_on" = excluded."enrolled_on", "application_on" = excluded."application_on",
      "offer_on" = excluded."offer_on", "visa_on" = excluded."visa_on", "success_on" = excluded."success_on",
      "status" = excluded."status", "active_on" = excluded."active_on", "advice_on" = excluded."advice_on",
      "stays" = excluded."stays", "active_hour" = excluded."active_hour"
  )
  INSERT INTO "report_countries" ("key", "label")
    SELECT DISTINCT ON (lower("country")) lower("country"), "country" FROM "fresh" WHERE "country" IS NOT NULL
    ORDER BY lower("country"), "country"
    ON CONFLICT ("key") DO NOTHING
  $q$ USING "ids";
END $fn$;
--> statement-breakpoint
DELETE FROM "report_measure_counts" WHERE "grain" IN ('hour', 'all');
--> statement-breakpoint
-- Keeps the stalled counts at the start of the hour of `until` for the stall days `stall_days` (the defaults under
-- the saved ones): adds the students whose cutoff passed since the mark, or counts them all again when the days
-- changed or the mark is later. The mark is taken only when no change of the counts is under way (they hold it
-- shared): trying again rather than waiting, so that no change ever waits behind this one.
CREATE FUNCTION "stalled_counts_keep"("stall_days" jsonb, "until" timestamptz DEFAULT now()) RETURNS void
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
  END IF;
  INSERT INTO "stalled_counts" AS r ("counselor_id", "status", "n")
  SELECT s."counselor_id", st."status", count(*)
  FROM unnest(array['follow-up', 'enrolled', 'application-processing', 'visa-processing']) st("status")
  JOIN "students" s ON s."status" = st."status"::"student_status" AND s."archived_at" IS NULL
    AND s."last_activity_at" < "cut_at" - make_interval(days => ("stall_days"->>st."status")::int)
    AND s."last_activity_at" >= CASE WHEN "whole" THEN '-infinity'::timestamptz
      ELSE "was"."at" - make_interval(days => ("was"."days"->>st."status")::int) END
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT "stalled_counts_key" DO UPDATE SET "n" = r."n" + excluded."n";
  INSERT INTO "stall_mark" ("one", "at", "days") VALUES (true, "cut_at", "stall_days")
  ON CONFLICT ("one") DO UPDATE SET "at" = excluded."at", "days" = excluded."days";
END $fn$;
--> statement-breakpoint
-- The days as they are today under the saved ones; the server keeps them again as it starts, from its own defaults.
SELECT "stalled_counts_keep"('{"follow-up": 7, "enrolled": 14, "application-processing": 21, "visa-processing": 30}'::jsonb
  || coalesce((SELECT "value" FROM "office_settings" WHERE "key" = 'stallDays'), '{}'::jsonb));
