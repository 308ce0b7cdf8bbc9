ALTER TABLE "students" ADD COLUMN "upload_link_expires_at" timestamp with time zone;--> statement-breakpoint
-- The links issued before this column: their expiry is the one their issue recorded in the audit trail.
UPDATE "students" AS s SET "upload_link_expires_at" = (
  SELECT (a."after"->>'linkExpiresAt')::timestamptz FROM "audit_events" AS a
  WHERE a."record_type" = 'student' AND a."record_id" = s."id"::text AND a."action" = 'upload-link-issued'
  ORDER BY a."at" DESC LIMIT 1
) WHERE s."upload_link_version" > 0;
