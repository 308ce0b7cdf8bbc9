import { createHmac, randomBytes } from 'node:crypto';
import { withE2eDatabase as withDatabase } from './outbox.ts';

// The outbox journeys' own hands on the e2e server's embedded PostgreSQL (through outbox.ts): a message the sender
// refused, and a student's unsubscribe link, as an e-mail would carry it. Test-only.

/** A message to the student that the sender refused or failed, with its reason, as the outbox keeps it. */
export function undeliveredMessage(
  studentId: number,
  subject: string,
  state: 'refused' | 'failed',
  lastError: string,
  recipient = 'not-an-address',
) {
  return withDatabase(async (client) => {
    await client.query(
      `insert into outbox_messages (channel, student_id, recipient, subject, text, idempotency_key, state, attempts, last_error)
       select 'email', id, $2, $3, 'Hello', $4, $5, $6, $7 from students where student_id = $1`,
      [
        studentId,
        recipient,
        subject,
        `e2e:${randomBytes(6).toString('hex')}`,
        state,
        state === 'failed' ? 10 : 0,
        lastError,
      ],
    );
  });
}

/** The address of the unsubscribe page at the foot of the student's e-mails (modules/messages/unsubscribe.ts). */
export function unsubscribePath(studentId: number) {
  return withDatabase(async (client) => {
    await client.query(`insert into app_secrets (name, value) values ('unsubscribe', $1) on conflict do nothing`, [
      randomBytes(32).toString('base64url'),
    ]);
    const { rows } = await client.query<{ value: string; id: string }>(
      `select (select value from app_secrets where name = 'unsubscribe') as value, id from students where student_id = $1`,
      [studentId],
    );
    const row = rows[0];
    if (!row) throw new Error(`no student ${studentId}`);
    const token = createHmac('sha256', row.value).update(`unsubscribe|${row.id}`).digest('base64url');
    return `/unsubscribe/${studentId}?t=${token}`;
  });
}
