import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { appSecret } from '../../platform/secrets.ts';
import { recordAudit } from '../audit/audit.service.ts';

const SECRET = 'unsubscribe' as const;

/** The token of a student's unsubscribe link: an HMAC of the student; it never expires (old e-mails keep working). */
function tokenFor(secret: string, studentUuid: string) {
  return createHmac('sha256', secret).update(`unsubscribe|${studentUuid}`).digest('base64url');
}

/** The page an e-mail's footer links to, and the one-click address of its List-Unsubscribe header. */
export async function unsubscribeLinks(db: Db, publicUrl: string, student: { id: string; studentId: number }) {
  const token = tokenFor(await appSecret(db, SECRET), student.id);
  return {
    page: `${publicUrl}/unsubscribe/${student.studentId}?t=${token}`,
    oneClick: `${publicUrl}/api/v1/public/unsubscribe/${student.studentId}?t=${token}`,
  };
}

const invalidLink = () => new AppError(ErrorCode.INVALID_LINK, 'This unsubscribe link is invalid.');

async function linkedStudent(db: Db, studentId: number, token: string) {
  const [row] = await db
    .select({ id: students.id, fullName: students.fullName, optedOutAt: students.messagesOptedOutAt })
    .from(students)
    .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)));
  if (!row) throw invalidLink();
  const expected = Buffer.from(tokenFor(await appSecret(db, SECRET), row.id));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  return row;
}

const answer = (row: { fullName: string }, optedOut: boolean) => ({
  firstName: row.fullName.trim().split(/\s+/)[0] ?? '',
  optedOut,
});

/** What the unsubscribe page shows; it changes nothing, since mail scanners open links. */
export async function unsubscribeInfo(db: Db, studentId: number, token: string) {
  const row = await linkedStudent(db, studentId, token);
  return answer(row, row.optedOutAt !== null);
}

/** Opts the student out of automatic messages (once; asking again changes nothing), audited. */
export async function optOut(db: Db, studentId: number, token: string) {
  const row = await linkedStudent(db, studentId, token);
  if (row.optedOutAt) return answer(row, true);
  await db.transaction(async (tx) => {
    const optedOutAt = new Date();
    // a second opt-out at the same moment (the one-click header and a mail scanner's visit) finds it done
    const changed = await tx
      .update(students)
      .set({ messagesOptedOutAt: optedOutAt })
      .where(and(eq(students.id, row.id), isNull(students.messagesOptedOutAt)))
      .returning({ id: students.id });
    if (changed.length === 0) return;
    await recordAudit(tx, {
      actorId: null,
      recordType: 'student',
      recordId: row.id,
      action: 'messages-opted-out',
      after: { messagesOptedOutAt: optedOutAt },
    });
  });
  return answer(row, true);
}
