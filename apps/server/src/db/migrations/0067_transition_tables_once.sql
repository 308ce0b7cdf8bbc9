-- The statement triggers that compare a students update's rows as they were with the rows as they are find the
-- changed ones with EXCEPT ALL (a hash or a sort of each side, whatever the estimates), not by joining the two
-- transition tables on the id. A trigger's statement is planned once for the connection, with the size of the
-- transition tables it first saw: after one student's update, a nested loop that compared every pair of rows of a
-- later update of thousands (a counselor's hand-over: 11,000 students, 121,000,000 comparisons in each of three
-- triggers). An unchanged row is in both sides and leaves nothing; the counts are sums, so each side's changed rows
-- are its own +1 and -1.
CREATE OR REPLACE FUNCTION "keeper_stalled_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- A side active since "quiet" cannot be stalled at the mark (every cutoff lies a day or more before it).
    SELECT array_agg(x.c) INTO "changes" FROM (
      SELECT ROW(n."keeper_id", n."status"::text, n."archived_at" IS NULL, n."last_activity_at", 1)::"keeper_stall_change" AS c
      FROM (
        SELECT "id", "keeper_id", "status", "archived_at", "last_activity_at" FROM "new_rows" WHERE "last_activity_at" < "quiet"
        EXCEPT ALL
        SELECT "id", "keeper_id", "status", "archived_at", "last_activity_at" FROM "old_rows" WHERE "last_activity_at" < "quiet"
      ) n
      UNION ALL
      SELECT ROW(o."keeper_id", o."status"::text, o."archived_at" IS NULL, o."last_activity_at", -1)::"keeper_stall_change"
      FROM (
        SELECT "id", "keeper_id", "status", "archived_at", "last_activity_at" FROM "old_rows" WHERE "last_activity_at" < "quiet"
        EXCEPT ALL
        SELECT "id", "keeper_id", "status", "archived_at", "last_activity_at" FROM "new_rows" WHERE "last_activity_at" < "quiet"
      ) o
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
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_facts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" uuid[];
BEGIN
  IF TG_TABLE_NAME = 'students' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg("id") INTO "ids" FROM "new_rows";
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg("id") INTO "ids" FROM "old_rows";
    ELSE
      -- Only the columns the facts read (the last activity by its office hour): the activity rollups update students
      -- all the time.
      SELECT array_agg(x."id") INTO "ids" FROM (
        SELECT "id", "counselor_id", "archived_at", "import_id", "created_at", "details"->>'chosenCountryName',
          "details"->>'intake', "status", date_trunc('hour', "last_activity_at" AT TIME ZONE 'Asia/Dhaka')
        FROM "new_rows"
        EXCEPT
        SELECT "id", "counselor_id", "archived_at", "import_id", "created_at", "details"->>'chosenCountryName',
          "details"->>'intake', "status", date_trunc('hour', "last_activity_at" AT TIME ZONE 'Asia/Dhaka')
        FROM "old_rows"
      ) x;
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
END $$;--> statement-breakpoint
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
