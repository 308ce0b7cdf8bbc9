import type { HandOver } from '@studydesk/shared/employees';
import { ErrorCode } from '@studydesk/shared/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { type Actor, endAllSessions } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { voidPasswordResets } from '../auth/password-reset.ts';
import { DESKS, handOverDesks, lockLeaving } from './employees.hand-over.ts';
import { employeeNotFound, getEmployee } from './employees.service.ts';

// An account's life after it is made: a new password set by Super Admin, offboarding and coming back.

export async function resetPassword(db: Db, id: string, password: string, actorId: string) {
  // one's own goes through Settings, with the current password: a session alone must not set it
  if (id === actorId) {
    throw new AppError(ErrorCode.SELF, 'Change your own password in Settings, with your current password.');
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(employees)
      .set({ passwordHash })
      .where(eq(employees.id, id))
      .returning({ id: employees.id });
    if (updated.length === 0) throw employeeNotFound();
    await endAllSessions(tx, id);
    await voidPasswordResets(tx, id);
    // The password itself is never recorded: the event says who reset whose password, and when.
    await recordAudit(tx, { actorId, recordType: 'employee', recordId: id, action: 'password-reset' });
  });
}

/**
 * Offboarding: the students the employee holds at each desk go to the colleague chosen for it (a Counselor, an
 * admin Officer, a visa section member), the account can no longer sign in and its sessions end. Their records
 * stay, so history still names who handled what.
 */
export async function deactivate(db: Db, id: string, handOver: HandOver, actor: Actor) {
  if (id === actor.id) throw new AppError(ErrorCode.SELF, 'You cannot deactivate your own account.');
  return db.transaction(async (tx) => {
    // First, so that a registration or hand-off to them still running (which share-locks them) commits before the
    // hand-over reads what they hold, and none starts after it.
    await lockLeaving(tx, id);
    const { handedOver, deliveries } = await handOverDesks(tx, id, DESKS, handOver, actor);
    const updated = await tx
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, id))
      .returning({ id: employees.id });
    if (updated.length === 0) throw employeeNotFound();
    await endAllSessions(tx, id);
    await voidPasswordResets(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'employee',
      recordId: id,
      action: 'deactivated',
      before: { active: true },
      after: { active: false, ...handedOver },
    });
    return { employee: await getEmployee(tx, id), deliveries };
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
