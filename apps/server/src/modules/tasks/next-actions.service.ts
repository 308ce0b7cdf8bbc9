import { ErrorCode } from '@studydesk/shared/errors';
import type { NotificationFor } from '@studydesk/shared/notifications';
import { isClosed } from '@studydesk/shared/students';
import type { NextAction } from '@studydesk/shared/tasks';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nextActions } from '../../db/schema/follow-ups.ts';
import { studentApplicants, students, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';

/**
 * Who keeps a student's next step now, and at which desk: the visa member once the student is handed on, the
 * admin Officer once assigned, otherwise the counselor (issue #15).
 */
export async function studentOwner(tx: Tx, studentUuid: string) {
  const [student] = await tx
    .select({ status: students.status, counselorId: students.counselorId, archivedAt: students.archivedAt })
    .from(students)
    .where(eq(students.id, studentUuid));
  if (!student) return null;
  const [officer] = await tx
    .select({ id: studentApplicants.applicantId })
    .from(studentApplicants)
    .where(and(eq(studentApplicants.studentId, studentUuid), eq(studentApplicants.current, true)));
  const [visa] = await tx
    .select({ id: universityApplications.visaTeamId })
    .from(universityApplications)
    .where(and(eq(universityApplications.studentId, studentUuid), isNotNull(universityApplications.visaTeamId)))
    .orderBy(desc(universityApplications.createdAt))
    .limit(1);
  const owner: { id: string | null; for: NotificationFor } =
    student.status === 'visa-processing' && visa?.id
      ? { id: visa.id, for: 'visa' }
      : (student.status === 'visa-processing' || student.status === 'application-processing') && officer
        ? { id: officer.id, for: 'application' }
        : { id: student.counselorId, for: 'counseling' };
  return { ...owner, active: !student.archivedAt && !isClosed(student.status) };
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
