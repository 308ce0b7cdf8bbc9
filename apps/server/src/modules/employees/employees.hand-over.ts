import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employeeRoles, employees, students } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { employeeLabel, recordAudits } from '../audit/audit.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';

/**
 * A counselor leaving the Counselor's desk (offboarded, or the role taken away) hands every student they counsel to
 * `handOverTo`, an active Counselor other than themselves; required only when they counsel live students. Answers
 * how many live students moved and to whom, for the caller's own audit event.
 */
export async function handOverStudents(tx: Tx, leavingId: string, handOverTo: string | undefined, actorId: string) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(and(eq(students.counselorId, leavingId), isNull(students.archivedAt)));
  if (n === 0) return { n, heirId: undefined };
  const [heir] = handOverTo
    ? await tx
        .select({ id: employees.id })
        .from(employees)
        .innerJoin(employeeRoles, and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, 'Counselor')))
        .where(and(eq(employees.id, handOverTo), eq(employees.active, true)))
    : [];
  if (!heir || heir.id === leavingId) {
    throw new AppError(
      ErrorCode.VALIDATION,
      `Choose the Counselor who takes over ${n === 1 ? 'their student' : `their ${n} students`}.`,
      {
        handOverTo: 'Choose an active Counselor',
      },
    );
  }
  // The hand-over is each student's latest activity: written with the counselor, and given to the events below,
  // so the events' rollup (migration 0038) finds every student up to date instead of writing each row again.
  const movedAt = new Date();
  const moved = await tx
    .update(students)
    .set({ counselorId: heir.id, lastActivityAt: movedAt })
    .where(eq(students.counselorId, leavingId))
    .returning({ id: students.id });
  const from = await employeeLabel(tx, leavingId);
  const to = await employeeLabel(tx, heir.id);
  await recordAudits(
    tx,
    moved.map((s) => ({
      actorId,
      recordType: 'student' as const,
      recordId: s.id,
      action: 'counselor-changed',
      before: { counselor: from },
      after: { counselor: to },
    })),
  );
  await recordStudentEvents(
    tx,
    moved.map((s) => ({
      studentId: s.id,
      kind: 'counselor-changed' as const,
      actorId,
      payload: { from: leavingId, to: heir.id, reason: 'hand-over' },
      at: movedAt,
    })),
  );
  return { n, heirId: heir.id };
}
