import type { ChangePasswordInput } from '@studydesk/shared/employees';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { type Actor, endAllSessions } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { voidPasswordResets } from '../auth/password-reset.ts';

/**
 * One's own new password, given the current one. Every other browser signed in to the account is signed out:
 * only the one that knew the old password stays. Answers the ended sessions, whose sockets are to be closed.
 */
export async function changeOwnPassword(db: Db, actor: Actor, { currentPassword, newPassword }: ChangePasswordInput) {
  const [row] = await db.select({ hash: employees.passwordHash }).from(employees).where(eq(employees.id, actor.id));
  if (!row || !(await verifyPassword(currentPassword, row.hash))) {
    throw invalid({ currentPassword: 'The current password is not correct.' });
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(employees).set({ passwordHash }).where(eq(employees.id, actor.id));
    await voidPasswordResets(tx, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'employee',
      recordId: actor.id,
      action: 'password-changed',
    });
    return endAllSessions(tx, actor.id, actor.sessionId);
  });
}
