CREATE TABLE "report_measure_counts" (
	"dims" smallint NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"measure" text NOT NULL,
	"value" integer NOT NULL,
	"counselor_id" uuid,
	"source" text,
	"country" text,
	"n" integer NOT NULL,
	CONSTRAINT "report_measure_counts_key" UNIQUE NULLS NOT DISTINCT("dims","measure","grain","period","value","counselor_id","source","country")
);
--> statement-breakpoint
ALTER TABLE "report_facts" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "report_facts" ADD COLUMN "active_on" date;--> statement-breakpoint
ALTER TABLE "report_facts" ADD COLUMN "advice_on" date;--> statement-breakpoint
ALTER TABLE "report_facts" ADD COLUMN "stays" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- The reports' other measures (issue 20; docs/decisions.md "Reports at a million students"): the facts now also
-- hold each student's status, the office day of its last activity and of its first advice, and its finished stays;
-- `report_fact_measures` turns a student's facts into the rows it adds to `report_measure_counts`, which the refresh
-- keeps by the difference, as it keeps the funnel counts. Time in stage reads the stays' histogram, the counselors
-- report its cohorts' measures, and the stalled students now the students quiet since each day.
CREATE OR REPLACE FUNCTION "report_fact_measures"("f_lead_on" date, "f_enrolled_on" date, "f_status" text,
  "f_active_on" date, "f_advice_on" date, "f_stays" jsonb)
RETURNS TABLE ("measure" text, "value" integer, "day" date) LANGUAGE sql IMMUTABLE AS $fn$
  SELECT 'ever-enrolled', 0, "f_lead_on" WHERE "f_enrolled_on" IS NOT NULL
  UNION ALL SELECT 'success-now', 0, "f_lead_on" WHERE "f_status" = 'success'
  UNION ALL SELECT 'first-advice', "f_advice_on" - "f_lead_on", "f_lead_on" WHERE "f_advice_on" IS NOT NULL
  UNION ALL SELECT 'quiet:' || "f_status", 0, "f_active_on"
    WHERE "f_status" IN ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
  UNION ALL SELECT 'stay:' || x."status", x."days", x."left_on"
    FROM jsonb_to_recordset("f_stays") x("status" text, "left_on" date, "days" integer)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_facts_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(cardinality("ids"), 0) = 0 THEN
    RETURN;
  END IF;
  -- Waits for a concurrent change of the same students to commit; the statement below then reads it.
  PERFORM 1 FROM "report_facts" WHERE "student_id" = ANY("ids") ORDER BY "student_id" FOR UPDATE;
  EXECUTE $q$
  WITH "fresh" AS (
    SELECT s."id" AS "student_id", s."counselor_id",
      CASE WHEN s."import_id" IS NOT NULL THEN 'import'
        WHEN EXISTS (SELECT 1 FROM "website_profiles" w WHERE w."student_id" = s."id") THEN 'website'
        WHEN EXISTS (SELECT 1 FROM "university_applications" b
          WHERE b."student_id" = s."id" AND b."b2b" <> '' AND b."removed_at" IS NULL) THEN 'partner'
        ELSE 'walk-in' END AS "source",
      coalesce(a."country", nullif(btrim(s."details"->>'chosenCountryName'), '')) AS "country",
      coalesce(a."intake", nullif(btrim(s."details"->>'intake'), '')) AS "intake",
      (s."created_at" AT TIME ZONE 'Asia/Dhaka')::date AS "lead_on",
      st."enrolled_on", st."application_on", st."offer_on", st."visa_on", st."success_on",
      s."status"::text AS "status", (s."last_activity_at" AT TIME ZONE 'Asia/Dhaka')::date AS "active_on",
      (SELECT (min(e."at") AT TIME ZONE 'Asia/Dhaka')::date FROM "student_events" e
        WHERE e."student_id" = s."id" AND e."kind" = 'advice-written') AS "advice_on",
      -- A stay: from one status change to the next, in office days; only the stays of the stages that stall.
      (SELECT coalesce(jsonb_agg(jsonb_build_object('status', y."from", 'left_on', y."left_on",
          'days', y."left_on" - y."entered_on") ORDER BY y."at"), '[]'::jsonb)
        FROM (SELECT e."at", e."payload"->>'from' AS "from", (e."at" AT TIME ZONE 'Asia/Dhaka')::date AS "left_on",
            (lag(e."at") OVER (ORDER BY e."at") AT TIME ZONE 'Asia/Dhaka')::date AS "entered_on"
          FROM "student_events" e WHERE e."student_id" = s."id" AND e."kind" = 'status-changed') y
        WHERE y."entered_on" IS NOT NULL
          AND y."from" IN ('follow-up', 'enrolled', 'application-processing', 'visa-processing')) AS "stays"
    FROM "students" s
    LEFT JOIN LATERAL (
      SELECT nullif(btrim(a."country"), '') AS "country", nullif(btrim(a."intake"), '') AS "intake"
      FROM "university_applications" a WHERE a."student_id" = s."id" AND a."removed_at" IS NULL
      ORDER BY a."created_at" DESC LIMIT 1
    ) a ON true
    LEFT JOIN LATERAL (
      SELECT min(x."day") FILTER (WHERE x."step" >= 1) AS "enrolled_on",
        min(x."day") FILTER (WHERE x."step" >= 2) AS "application_on",
        min(x."day") FILTER (WHERE x."step" >= 3) AS "offer_on",
        min(x."day") FILTER (WHERE x."step" >= 4) AS "visa_on",
        min(x."day") FILTER (WHERE x."step" >= 5) AS "success_on"
      FROM (
        SELECT (e."at" AT TIME ZONE 'Asia/Dhaka')::date AS "day",
          CASE WHEN e."kind" <> 'status-changed' THEN 3 WHEN e."payload"->>'to' = 'enrolled' THEN 1
            WHEN e."payload"->>'to' = 'application-processing' THEN 2 WHEN e."payload"->>'to' = 'visa-processing' THEN 4
            WHEN e."payload"->>'to' = 'success' THEN 5 END AS "step"
        FROM "student_events" e
        WHERE e."student_id" = s."id" AND (e."kind" = 'status-changed'
          -- An offer: an application added, or its status edited, that holds an offer now.
          OR (e."kind" IN ('application-added', 'application-edited')
            AND (e."kind" = 'application-added' OR e."payload"->'fields' ? 'status')
            AND EXISTS (SELECT 1 FROM "university_applications" o WHERE o."id" = (e."payload"->>'applicationId')::uuid
              AND o."status" IN ('offer received', 'unconditional offer') AND o."removed_at" IS NULL)))
      ) x
    ) st ON true
    WHERE s."id" = ANY($1) AND s."archived_at" IS NULL
  ),
  "old" AS (SELECT f.* FROM "report_facts" f WHERE f."student_id" = ANY($1)),
  "changed" AS (
    SELECT coalesce(f."student_id", o."student_id") AS "student_id", f."student_id" IS NOT NULL AS "present"
    FROM "fresh" f FULL JOIN "old" o ON o."student_id" = f."student_id"
    WHERE (f."counselor_id", f."source", f."country", f."intake", f."lead_on", f."enrolled_on", f."application_on",
        f."offer_on", f."visa_on", f."success_on", f."status", f."active_on", f."advice_on", f."stays")
      IS DISTINCT FROM (o."counselor_id", o."source", o."country", o."intake", o."lead_on", o."enrolled_on",
        o."application_on", o."offer_on", o."visa_on", o."success_on", o."status", o."active_on", o."advice_on",
        o."stays")
  ),
  "signed" AS (
    SELECT f.*, 1 AS "d" FROM "fresh" f JOIN "changed" c USING ("student_id")
    UNION ALL
    SELECT o.*, -1 FROM "old" o JOIN "changed" c USING ("student_id")
  ),
  "steps" AS (
    SELECT g."counselor_id", g."source", lower(g."country") AS "country", g."d", x."step", x."day"
    FROM "signed" g CROSS JOIN LATERAL (VALUES (0, g."lead_on"), (1, g."enrolled_on"), (2, g."application_on"),
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
    SELECT g."counselor_id", g."source", lower(g."country") AS "country", m."measure", m."value", m."day",
      sum(g."d") AS "d"
    FROM "signed" g CROSS JOIN LATERAL "report_fact_measures"(g."lead_on", g."enrolled_on", g."status", g."active_on",
      g."advice_on", g."stays") m
    GROUP BY g."counselor_id", g."source", lower(g."country"), m."measure", m."value", m."day"
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
  "removed" AS (
    DELETE FROM "report_facts" f USING "changed" c WHERE f."student_id" = c."student_id" AND NOT c."present"
  ),
  "kept" AS (
    INSERT INTO "report_facts" ("student_id", "counselor_id", "source", "country", "intake", "lead_on",
      "enrolled_on", "application_on", "offer_on", "visa_on", "success_on", "status", "active_on", "advice_on", "stays")
    SELECT f.* FROM "fresh" f JOIN "changed" c USING ("student_id")
    ON CONFLICT ("student_id") DO UPDATE SET "counselor_id" = excluded."counselor_id", "source" = excluded."source",
      "country" = excluded."country", "intake" = excluded."intake", "lead_on" = excluded."lead_on",
      "enrolled_on" = excluded."enrolled_on", "application_on" = excluded."application_on",
      "offer_on" = excluded."offer_on", "visa_on" = excluded."visa_on", "success_on" = excluded."success_on",
      "status" = excluded."status", "active_on" = excluded."active_on", "advice_on" = excluded."advice_on",
      "stays" = excluded."stays"
  )
  INSERT INTO "report_countries" ("key", "label")
    SELECT DISTINCT ON (lower("country")) lower("country"), "country" FROM "fresh" WHERE "country" IS NOT NULL
    ORDER BY lower("country"), "country"
    ON CONFLICT ("key") DO NOTHING
  $q$ USING "ids";
END $fn$;
--> statement-breakpoint
-- The students a statement touched, from its transition tables: each table names its students its own way.
CREATE OR REPLACE FUNCTION "report_facts_track"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  "ids" uuid[];
BEGIN
  IF TG_TABLE_NAME = 'students' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg("id") INTO "ids" FROM "new_rows";
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg("id") INTO "ids" FROM "old_rows";
    ELSE
      -- Only the columns the facts read (the last activity by its office day): the activity rollups update students
      -- all the time.
      SELECT array_agg(n."id") INTO "ids" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."counselor_id", n."archived_at", n."import_id", n."created_at", n."details"->>'chosenCountryName',
          n."details"->>'intake', n."status", (n."last_activity_at" AT TIME ZONE 'Asia/Dhaka')::date)
        IS DISTINCT FROM (o."counselor_id", o."archived_at", o."import_id", o."created_at",
          o."details"->>'chosenCountryName', o."details"->>'intake', o."status",
          (o."last_activity_at" AT TIME ZONE 'Asia/Dhaka')::date);
    END IF;
  ELSIF TG_TABLE_NAME = 'student_events' THEN
    SELECT array_agg(DISTINCT "student_id") INTO "ids" FROM "new_rows"
    WHERE "kind" IN ('status-changed', 'application-added', 'application-edited', 'advice-written');
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "student_id") INTO "ids" FROM "new_rows" WHERE "student_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "student_id") INTO "ids" FROM "old_rows" WHERE "student_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x."student_id") INTO "ids" FROM (
      SELECT "student_id" FROM "new_rows" UNION SELECT "student_id" FROM "old_rows"
    ) x WHERE x."student_id" IS NOT NULL;
  END IF;
  PERFORM "report_facts_refresh"("ids");
  RETURN NULL;
END $fn$;
--> statement-breakpoint
-- Rebuilt from scratch: the facts kept so far were never counted in the new measures.
TRUNCATE "report_facts", "report_funnel_counts";
--> statement-breakpoint
SELECT "report_facts_refresh"(array(SELECT "id" FROM "students"));
