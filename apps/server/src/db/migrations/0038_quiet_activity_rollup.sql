-- The activity rollup (0029) rewrote every student an event names, even when the student already held the same
-- latest activity and stage: a new version of the row and of its indexes for nothing. It now writes only the
-- students whose rollup changes; an import, which records each registration at the moment the student row was
-- written, no longer rewrites the students it has just inserted.
CREATE OR REPLACE FUNCTION "student_activity_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "students" s SET
    "last_activity_at" = coalesce(a."last_at", s."created_at"),
    "stage_since" = coalesce(a."stage_at", s."created_at")
  FROM (
    SELECT e."student_id",
      max(e."at") FILTER (WHERE NOT (e."kind" IN ('message-sent', 'message-failed')
        OR (e."kind" = 'message-queued' AND e."actor_id" IS NULL))) AS "last_at",
      max(e."at") FILTER (WHERE e."kind" = 'status-changed') AS "stage_at"
    FROM "student_events" e
    WHERE e."student_id" IN (SELECT DISTINCT "student_id" FROM "changed_events")
    GROUP BY e."student_id"
  ) a
  WHERE s."id" = a."student_id"
    AND (s."last_activity_at", s."stage_since")
      IS DISTINCT FROM (coalesce(a."last_at", s."created_at"), coalesce(a."stage_at", s."created_at"));
  RETURN NULL;
END $$;
