-- The rollups of migration 0024, worked out set-wise: one pass over the changed students' events, grouped, instead
-- of two subqueries per student. The transition table has no statistics, so the former form could be planned as a
-- sequential scan per changed student: quadratic for a statement writing a hundred thousand events (a bulk load,
-- an import). Same result, with migration 0025's rule: what the system sends by itself (an automatic message, a
-- delivery report) is not the office's activity with the student.
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
  WHERE s."id" = a."student_id";
  RETURN NULL;
END $$;
