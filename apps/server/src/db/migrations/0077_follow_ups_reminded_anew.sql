-- The minute sweep claims the tasks due from an index of those still to remind (or escalate), as next steps have
-- since 0063: it read every open overdue task twice a minute, ever more of them in an office that leaves some open.
CREATE INDEX "tasks_to_remind_idx" ON "tasks" USING btree ("due_at") WHERE "tasks"."done_at" is null and "tasks"."reminded_at" is null and "tasks"."student_live";--> statement-breakpoint
CREATE INDEX "tasks_to_escalate_idx" ON "tasks" USING btree ("due_at") WHERE "tasks"."done_at" is null and "tasks"."escalated_at" is null and "tasks"."student_live";--> statement-breakpoint
-- A next step is claimed when due whether its student is active or not (so the index of those still to remind stays
-- small), and an inactive student's is told to nobody. A student made active again (restored after a deletion, or
-- reopened after success or rejection) kept the claims, so its step never reminded or escalated again: it is now
-- reminded and escalated anew, as a restored student's task due meanwhile is. A keeper's change clears the
-- reminder as before (0072).
CREATE OR REPLACE FUNCTION "students_follow_ups_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  SELECT array_agg(c."id") INTO "changed" FROM (
    SELECT "id", "counselor_id", "keeper_id", "archived_at" IS NULL AND "status" NOT IN ('success', 'rejected')
    FROM "new_rows"
    EXCEPT ALL
    SELECT "id", "counselor_id", "keeper_id", "archived_at" IS NULL AND "status" NOT IN ('success', 'rejected')
    FROM "old_rows"
  ) c;
  IF "changed" IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "next_actions" n SET "counselor_id" = s."counselor_id", "keeper_id" = s."keeper_id", "active" = x."active",
      "reminded_at" = CASE WHEN n."keeper_id" IS DISTINCT FROM s."keeper_id" OR (x."active" AND NOT n."active")
        THEN NULL ELSE n."reminded_at" END,
      "escalated_at" = CASE WHEN x."active" AND NOT n."active" THEN NULL ELSE n."escalated_at" END
    FROM "students" s
    CROSS JOIN LATERAL (SELECT s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected') AS "active") x
    WHERE n."student_id" = ANY ("changed") AND s."id" = n."student_id"
      AND (n."counselor_id", n."keeper_id", n."active") IS DISTINCT FROM (s."counselor_id", s."keeper_id", x."active");
  UPDATE "documents" d SET "keeper_id" = s."keeper_id"
    FROM "students" s
    WHERE d."owner_id" = ANY ("changed") AND s."id" = d."owner_id" AND d."keeper_id" IS DISTINCT FROM s."keeper_id";
  RETURN NULL;
END $$;
