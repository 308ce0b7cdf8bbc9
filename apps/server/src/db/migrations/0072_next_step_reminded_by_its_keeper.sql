-- A next step whose keeper changes (a counselor changed, a hand-over, a new officer, a visa hand-off, a restore) is to be
-- reminded anew, to its new keeper: its `reminded_at` is cleared where its keeper is written. Only the counselor
-- change did it, by hand; an offboarded counselor's overdue step reached nobody after the one reminder they had.
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
  UPDATE "next_actions" n SET "counselor_id" = s."counselor_id", "keeper_id" = s."keeper_id",
      "active" = s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected'),
      "reminded_at" = CASE WHEN n."keeper_id" IS DISTINCT FROM s."keeper_id" THEN NULL ELSE n."reminded_at" END
    FROM "students" s
    WHERE n."student_id" = ANY ("changed") AND s."id" = n."student_id"
      AND (n."counselor_id", n."keeper_id", n."active") IS DISTINCT FROM
        (s."counselor_id", s."keeper_id", s."archived_at" IS NULL AND s."status" NOT IN ('success', 'rejected'));
  UPDATE "documents" d SET "keeper_id" = s."keeper_id"
    FROM "students" s
    WHERE d."owner_id" = ANY ("changed") AND s."id" = d."owner_id" AND d."keeper_id" IS DISTINCT FROM s."keeper_id";
  RETURN NULL;
END $$;
