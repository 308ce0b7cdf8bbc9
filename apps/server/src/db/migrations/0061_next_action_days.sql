-- Each counselor's active next steps by the office day they are due (issue 21): the counselors report read every
-- overdue next step of the office from its index to count them by counselor (3,151 at a million, 0.5 ms of its
-- statement); it now adds up a row a counselor and past day, and counts from the index only those due earlier today.
CREATE TABLE "next_action_days" (
	"counselor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "next_action_days_counselor_id_day_pk" PRIMARY KEY("counselor_id","day")
);--> statement-breakpoint
INSERT INTO "next_action_days" ("counselor_id", "day", "n")
  SELECT "counselor_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, count(*)::int FROM "next_actions"
  WHERE "active" AND "counselor_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
-- What a statement changed, as signed rows: -1 for each counted row before it, +1 for each after it (an update's
-- unchanged rows cancel out, so a sweep that marks reminders writes nothing here). A day's row goes when it counts
-- none, so the report reads no more rows than there are counselors and days with active next steps.
CREATE TYPE "next_action_day_change" AS ("counselor_id" uuid, "day" date, "d" int);--> statement-breakpoint
CREATE FUNCTION "next_action_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "next_action_day_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW("counselor_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, 1)::"next_action_day_change")
    INTO changes FROM "new_rows" WHERE "active" AND "counselor_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW("counselor_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, -1)::"next_action_day_change")
    INTO changes FROM "old_rows" WHERE "active" AND "counselor_id" IS NOT NULL;
  ELSE
    SELECT array_agg(x.c) INTO changes FROM (
      SELECT ROW("counselor_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, -1)::"next_action_day_change" AS c
      FROM "old_rows" WHERE "active" AND "counselor_id" IS NOT NULL
      UNION ALL
      SELECT ROW("counselor_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, 1)::"next_action_day_change"
      FROM "new_rows" WHERE "active" AND "counselor_id" IS NOT NULL
    ) x;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "next_action_days" AS k ("counselor_id", "day", "n")
    SELECT "counselor_id", "day", sum("d")::int FROM unnest(changes) GROUP BY 1, 2 HAVING sum("d") <> 0
    ON CONFLICT ("counselor_id", "day") DO UPDATE SET "n" = k."n" + excluded."n";
  DELETE FROM "next_action_days" k USING (SELECT DISTINCT "counselor_id", "day" FROM unnest(changes)) c
    WHERE k."counselor_id" = c."counselor_id" AND k."day" = c."day" AND k."n" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "next_action_days_insert" AFTER INSERT ON "next_actions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_action_days_apply"();--> statement-breakpoint
CREATE TRIGGER "next_action_days_update" AFTER UPDATE ON "next_actions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_action_days_apply"();--> statement-breakpoint
CREATE TRIGGER "next_action_days_delete" AFTER DELETE ON "next_actions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_action_days_apply"();
