CREATE TABLE "notification_unread_counts" (
	"recipient_id" uuid PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_unread_counts" ADD CONSTRAINT "notification_unread_counts_recipient_id_employees_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each employee's unread notifications (issue 21): counting them read every unread entry of the partial index on
-- each page of the bell (2,500 of a busy inbox). Statement-level triggers, as student_counts' (migration 0031):
-- "Mark all as read" changes thousands of rows in one statement. Recipients are written in order, so two
-- statements telling several employees at once take their rows' locks in the same order.
CREATE FUNCTION "notification_unread_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_unread_counts" AS c ("recipient_id", "n")
      SELECT "recipient_id", count(*) FROM "new_rows" WHERE NOT "is_read" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("recipient_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "notification_unread_counts" AS c ("recipient_id", "n")
      SELECT x."recipient_id", sum(x."n") FROM (
        SELECT "recipient_id", -1 AS "n" FROM "old_rows" WHERE NOT "is_read"
        UNION ALL
        SELECT "recipient_id", 1 FROM "new_rows" WHERE NOT "is_read"
      ) x GROUP BY 1 HAVING sum(x."n") <> 0 ORDER BY 1
      ON CONFLICT ("recipient_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "notification_unread_counts" AS c ("recipient_id", "n")
      SELECT "recipient_id", -count(*) FROM "old_rows" WHERE NOT "is_read" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("recipient_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_unread_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_apply"();--> statement-breakpoint
CREATE TRIGGER "notification_unread_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_apply"();--> statement-breakpoint
CREATE TRIGGER "notification_unread_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_apply"();--> statement-breakpoint
INSERT INTO "notification_unread_counts" ("recipient_id", "n")
  SELECT "recipient_id", count(*) FROM "notifications" WHERE NOT "is_read" GROUP BY 1;
