import { ErrorCode } from '@studydesk/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { retryMessage } from './outbox-admin.service.ts';

// Super Admin's Retry, called as its route does, with the outbox's clock given (outbox.test.ts tells the route).

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const superAdmin = { ...admin, role: 'Super Admin' as const, sessionId: 'test' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A new student's welcome, failed, whose link works until `validUntil`. */
async function failedWelcome(validUntil: Date) {
  const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
  const [row] = await db
    .update(outboxMessages)
    .set({ state: 'failed', lastError: 'Greeting never received', validUntil })
    .where(eq(outboxMessages.idempotencyKey, `auto:welcome:${student._id}`))
    .returning();
  if (!row) throw new Error('no welcome');
  return row;
}

describe('Retry of a message whose link expires', () => {
  it('tells an expired link by the outbox’s clock, as the sender does, not by the wall clock', async () => {
    const now = Date.now();
    // working for another hour by the wall clock, expired at the outbox's clock two hours on
    const expiring = await failedWelcome(new Date(now + HOUR));
    await expect(retryMessage(db, expiring.id, superAdmin, new Date(now + 2 * HOUR))).rejects.toMatchObject({
      code: ErrorCode.NOT_RETRYABLE,
      message: 'The link in this message no longer works, so it is not sent again.',
    });

    // expired a minute ago by the wall clock, still working at the clock's moment before: queued again, due then
    const earlier = new Date(now - 2 * MINUTE);
    const working = await failedWelcome(new Date(now - MINUTE));
    expect(await retryMessage(db, working.id, superAdmin, earlier)).toMatchObject({ state: 'queued', lastError: null });
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, working.id));
    expect(row?.nextAttemptAt).toEqual(earlier);
  });
});
