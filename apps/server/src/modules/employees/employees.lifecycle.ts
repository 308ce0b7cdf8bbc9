import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeRoles, employees, students } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { endAllSessions } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { employeeLabel, recordAudit, recordAudits } from '../audit/audit.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { employeeNotFound, getEmployee } from './employees.service.ts';

// An account's life after it is made: a new password set by Super Admin, offboarding and coming back.

export async function resetPassword(db: Db, id: string, password: string, actorId: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(employees)
      .set({ passwordHash })
      .where(eq(employees.id, id))
      .returning({ id: employees.id });
    if (updated.length === 0) throw employeeNotFound();
    await endAllSessions(tx, id);
    // The password itself is never recorded: the event says who reset whose password, and when.
    await recordAudit(tx, { actorId, recordType: 'employee', recordId: id, action: 'password-reset' });
  });
}

/**
 * Offboarding: the employee's students go to the chosen active Counselor, the account can no longer
 * sign in and its sessions end. Their records stay, so history still names who handled what.
 */
export async function deactivate(db: Db, id: string, handOverTo: string | undefined, actorId: string) {
  if (id === actorId) throw new AppError(ErrorCode.SELF, 'You cannot deactivate your own account.');
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(and(eq(students.counselorId, id), isNull(students.archivedAt)));
    if (n > 0) {
      const [heir] = handOverTo
        ? await tx
            .select({ id: employees.id })
            .from(employees)
            .innerJoin(
              employeeRoles,
              and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, 'Counselor')),
            )
            .where(and(eq(employees.id, handOverTo), eq(employees.active, true)))
        : [];
      if (!heir || heir.id === id) {
        throw new AppError(ErrorCode.VALIDATION, `Choose the Counselor who takes over ${n} students.`, {
          handOverTo: 'Choose an active Counselor',
        });
      }
      // The hand-over is each student's latest activity: written with the counselor, and given to the events below,
      // so the events' rollup (migration 0038) finds every student up to date instead of writing each row again.
      const movedAt = new Date();
      const moved = await tx
        .update(students)
        .set({ counselorId: heir.id, lastActivityAt: movedAt })
        .where(eq(students.counselorId, id))
        .returning({ id: students.id });
      const from = await employeeLabel(tx, id);
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
          payload: { from: id, to: heir.id, reason: 'hand-over' },
          at: movedAt,
        })),
      );
    }
    const updated = await tx
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, id))
      .returning({ id: employees.id });
    if (updated.length === 0) throw employeeNotFound();
    await endAllSessions(tx, id);
    await recordAudit(tx, {
      actorId,
      recordType: 'employee',
      recordId: id,
      action: 'deactivated',
      before: { active: true },
      after: { active: false, studentsHandedOverTo: n > 0 ? await employeeLabel(tx, handOverTo) : undefined },
    });
    return getEmployee(tx, id);
  });
}

export async function activate(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: employees.active })
      .from(employees)
      .where(eq(employees.id, id))
      .for('update');
    if (!before) throw employeeNotFound();
    await tx.update(employees).set({ active: true }).where(eq(employees.id, id));
    if (!before.active) {
      await recordAudit(tx, {
        actorId,
        recordType: 'employee',
        recordId: id,
        action: 'activated',
        before: { active: false },
        after: { active: true },
      });
    }
    return getEmployee(tx, id);
  });
}

/** The newest file of an employee's slot. */
