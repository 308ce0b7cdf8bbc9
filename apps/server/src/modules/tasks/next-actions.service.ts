import { ErrorCode } from '@studydesk/shared/errors';
import type { NotificationFor } from '@studydesk/shared/notifications';
import { isClosed, type StudentStatus } from '@studydesk/shared/students';
import type { NextAction } from '@studydesk/shared/tasks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { inUuids } from '../../db/array-params.ts';
import type { Db, Tx } from '../../db/client.ts';
import { nextActions } from '../../db/schema/follow-ups.ts';
import { students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';

/**
 * Who keeps each student's next step now, and at which desk: the visa member once the student is handed on, the
 * admin Officer once assigned, otherwise the counselor (issue #15); read for any number of students in one
 * statement (the sweeps' thousands at once), by their internal ids. A student not found is not in the answer.
 * The visa member is the one of the file still being decided: the rule of `student_keeper_of` (migration 0074).
 */
export async function studentOwners(tx: Tx, studentUuids: string[]) {
  const owners = new Map<string, { id: string | null; for: NotificationFor; active: boolean }>();
  if (studentUuids.length === 0) return owners;
  const { rows } = await tx.execute<{
    id: string;
    status: StudentStatus;
    counselorId: string | null;
    archived: boolean;
    officerId: string | null;
    visaId: string | null;
  }>(sql`
    select s.id, s.status, s.counselor_id as "counselorId", s.archived_at is not null as archived,
      o.applicant_id as "officerId", v.visa_team_id as "visaId"
    from students s
    left join lateral (select a.applicant_id from student_applicants a
      where a.student_id = s.id and a.current limit 1) o on true
    left join lateral (select u.visa_team_id from university_applications u
      where u.student_id = s.id and u.visa_team_id is not null
      order by (u.removed_at is null and u.visa_status = 'visa-processing') desc, (u.removed_at is null) desc,
        u.created_at desc
      limit 1) v on true
    where ${inUuids(sql`s.id`, studentUuids)}`);
  for (const s of rows) {
    const desk: { id: string | null; for: NotificationFor } =
      s.status === 'visa-processing' && s.visaId
        ? { id: s.visaId, for: 'visa' }
        : (s.status === 'visa-processing' || s.status === 'application-processing') && s.officerId
          ? { id: s.officerId, for: 'application' }
          : { id: s.counselorId, for: 'counseling' };
    owners.set(s.id, { ...desk, active: !s.archived && !isClosed(s.status) });
  }
  return owners;
}

/** The owner of one student (studentOwners), or null when there is no such student. */
export async function studentOwner(tx: Tx, studentUuid: string) {
  return (await studentOwners(tx, [studentUuid])).get(studentUuid) ?? null;
}

export function toNextAction(row: { dueAt: Date; note: string; setBy: string | null } | undefined): NextAction {
  if (!row) return null;
  return {
    dueAt: row.dueAt.toISOString(),
    note: row.note,
    overdue: row.dueAt.getTime() < Date.now(),
    setBy: row.setBy,
  };
}

export async function nextActionOf(db: Tx, studentUuid: string) {
  const [row] = await db.select().from(nextActions).where(eq(nextActions.studentId, studentUuid));
  return toNextAction(row);
}

/** Sets (or moves) a student's next step; a new due time is reminded anew. Its owner or Super Admin only. */
export async function setNextAction(db: Db, studentId: number, input: { dueAt: string; note: string }, actor: Actor) {
  return db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)));
    if (!student) throw notFound('Student');
    const owner = await studentOwner(tx, student.id);
    if (!owner) throw notFound('Student');
    if (actor.role !== 'Super Admin' && owner.id !== actor.id) throw forbidden();
    if (!owner.active) {
      throw new AppError(
        ErrorCode.STUDENT_CLOSED,
        'This student’s file is closed: a next step is for active students.',
      );
    }
    const values = { dueAt: new Date(input.dueAt), note: input.note, setBy: actor.id, setAt: new Date() };
    const [row] = await tx
      .insert(nextActions)
      .values({ studentId: student.id, ...values })
      .onConflictDoUpdate({ target: nextActions.studentId, set: { ...values, remindedAt: null, escalatedAt: null } })
      .returning();
    await recordStudentEvents(tx, [
      {
        studentId: student.id,
        kind: 'next-action-set',
        actorId: actor.id,
        payload: { dueAt: input.dueAt, note: input.note },
      },
    ]);
    return toNextAction(row);
  });
}
