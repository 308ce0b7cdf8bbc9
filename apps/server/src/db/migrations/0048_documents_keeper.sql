-- A document carries the keeper of the student who owns it (issue 21): My Day's unopened link uploads read every
-- unopened upload of the office and joined each to its student to keep the caller's own (3,000 rows read for
-- none at 100,000 students). With the keeper on the document, a keeper's own are a range of a partial index.
ALTER TABLE "documents" ADD COLUMN "keeper_id" uuid;--> statement-breakpoint
UPDATE "documents" d SET "keeper_id" = s."keeper_id" FROM "students" s WHERE s."id" = d."owner_id" AND s."keeper_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_to_review_idx" ON "documents" USING btree ("keeper_id","created_at") WHERE uploaded_via = 'public-link' and opened_at is null;--> statement-breakpoint
-- A document takes its owner's keeper when written and when it moves to another owner (a merge); an employee's or
-- an application's file has none.
CREATE FUNCTION "document_keeper_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keeper_id" := (SELECT s."keeper_id" FROM "students" s WHERE s."id" = NEW."owner_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_keeper_set" BEFORE INSERT OR UPDATE OF "owner_id" ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "document_keeper_set"();--> statement-breakpoint
-- A student's new keeper (a new counselor, status, admin Officer or visa member: migration 0044's triggers) passes
-- to its next step, as before, and to its documents.
CREATE OR REPLACE FUNCTION "student_keeper_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "next_actions" SET "keeper_id" = NEW."keeper_id" WHERE "student_id" = NEW."id";
  UPDATE "documents" SET "keeper_id" = NEW."keeper_id"
    WHERE "owner_id" = NEW."id" AND "keeper_id" IS DISTINCT FROM NEW."keeper_id";
  RETURN NULL;
END $$;
