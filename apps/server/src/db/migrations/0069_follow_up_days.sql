-- Each employee's follow-ups by the office day they are due (issue 21): their open tasks and the active next steps
-- they keep. Super Admin's My Day counted each employee's overdue tasks and next steps one by one, every overdue one
-- of the office (4,545 rows at 100,000 students, and more with every day an office leaves its follow-ups undone);
-- it now adds up a row an employee and past day, and counts from the indexes only those due earlier today, as the
-- counselors report counts next steps by counselor (0061).
CREATE TABLE "follow_up_days" (
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "follow_up_days_employee_id_day_pk" PRIMARY KEY("employee_id","day")
);--> statement-breakpoint
INSERT INTO "follow_up_days" ("employee_id", "day", "n")
  SELECT x."employee_id", x."day", sum(x."n")::int FROM (
    SELECT "assignee_id" AS "employee_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date AS "day", count(*) AS "n"
    FROM "tasks" WHERE "done_at" IS NULL GROUP BY 1, 2
    UNION ALL
    SELECT "keeper_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, count(*)
    FROM "next_actions" WHERE "active" AND "keeper_id" IS NOT NULL GROUP BY 1, 2
  ) x GROUP BY 1, 2;--> statement-breakpoint
CREATE TYPE "follow_up_day_change" AS ("employee_id" uuid, "day" date, "d" int);--> statement-breakpoint
-- What a statement changed, as signed rows (-1 for each counted row before it, +1 for each after it), added up by
-- employee and day: an update's unchanged rows cancel out, so a sweep that marks reminders writes nothing here. The
-- rows are written in key order (two statements take their locks in one order), and a day's row goes when it counts
-- none; the delete touches only rows the upsert has just locked.
CREATE FUNCTION "follow_up_days_add"("changes" "follow_up_day_change"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "net" "follow_up_day_change"[];
BEGIN
  SELECT array_agg(ROW(x."employee_id", x."day", x."d")::"follow_up_day_change" ORDER BY x."employee_id", x."day")
  INTO "net" FROM (
    SELECT c."employee_id", c."day", sum(c."d")::int AS "d" FROM unnest("changes") c GROUP BY 1, 2 HAVING sum(c."d") <> 0
  ) x;
  IF "net" IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "follow_up_days" AS k ("employee_id", "day", "n")
    SELECT c."employee_id", c."day", c."d" FROM unnest("net") c ORDER BY 1, 2
    ON CONFLICT ("employee_id", "day") DO UPDATE SET "n" = k."n" + excluded."n";
  DELETE FROM "follow_up_days" k USING unnest("net") c
    WHERE k."employee_id" = c."employee_id" AND k."day" = c."day" AND k."n" = 0;
END $$;--> statement-breakpoint
-- A task counts for its assignee while it is open.
CREATE FUNCTION "tasks_follow_up_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "gone" "follow_up_day_change"[];
  "came" "follow_up_day_change"[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(ROW("assignee_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, -1)::"follow_up_day_change")
    INTO "gone" FROM "old_rows" WHERE "done_at" IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(ROW("assignee_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, 1)::"follow_up_day_change")
    INTO "came" FROM "new_rows" WHERE "done_at" IS NULL;
  END IF;
  -- A statement that touched no counted row ends here.
  IF "gone" IS NOT NULL OR "came" IS NOT NULL THEN
    PERFORM "follow_up_days_add"("gone" || "came");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A next step counts for its keeper while its student is active (the step's own "active", 0059).
CREATE FUNCTION "next_actions_follow_up_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "gone" "follow_up_day_change"[];
  "came" "follow_up_day_change"[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(ROW("keeper_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, -1)::"follow_up_day_change")
    INTO "gone" FROM "old_rows" WHERE "active" AND "keeper_id" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(ROW("keeper_id", ("due_at" AT TIME ZONE 'Asia/Dhaka')::date, 1)::"follow_up_day_change")
    INTO "came" FROM "new_rows" WHERE "active" AND "keeper_id" IS NOT NULL;
  END IF;
  -- A statement that touched no counted row ends here: the students' row triggers update a student's next step, if
  -- it has one, at each change of its counselor, its keeper or whether it is active.
  IF "gone" IS NOT NULL OR "came" IS NOT NULL THEN
    PERFORM "follow_up_days_add"("gone" || "came");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_follow_up_days_insert" AFTER INSERT ON "tasks"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_follow_up_days"();--> statement-breakpoint
CREATE TRIGGER "tasks_follow_up_days_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_follow_up_days"();--> statement-breakpoint
CREATE TRIGGER "tasks_follow_up_days_delete" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_follow_up_days"();--> statement-breakpoint
CREATE TRIGGER "next_actions_follow_up_days_insert" AFTER INSERT ON "next_actions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_actions_follow_up_days"();--> statement-breakpoint
CREATE TRIGGER "next_actions_follow_up_days_update" AFTER UPDATE ON "next_actions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_actions_follow_up_days"();--> statement-breakpoint
CREATE TRIGGER "next_actions_follow_up_days_delete" AFTER DELETE ON "next_actions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_actions_follow_up_days"();
