import type { MessageChannel, MessageEventPayload } from '@studydesk/shared/messages';
import { internationalDigits } from '@studydesk/shared/phone';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { employees, students } from '../../db/schema.ts';
import { isMailAddress } from '../../platform/mail.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';

/** The channel PostgreSQL notifies (on commit) when a message was queued: the sender wakes at once. */
export const OUTBOX_WAKE_CHANNEL = 'outbox_wake';

export interface NewMessage {
  channel: MessageChannel;
  /** The student's uuid; null or left out for mail to an employee. */
  studentId?: string | null;
  /** For mail to an employee, whom it is for: it goes to their address as it is at the send. */
  employeeId?: string | null;
  /** An e-mail address (or a phone number for WhatsApp). */
  recipient: string;
  subject?: string;
  html?: string;
  text: string;
  templateKey?: string | null;
  /** Sent by a rule rather than by a person: refused for a student who opted out. */
  automatic?: boolean;
  /** What the channel needs beyond the text (e.g. a WhatsApp template's name and parameters). */
  params?: Record<string, unknown>;
  /**
   * Names this message once and for all, e.g. `welcome:<student uuid>` or `document-rejected:<document id>`:
   * queueing the same key again changes nothing, so a change retried or a rule run twice sends one message.
   */
  idempotencyKey: string;
  /** The employee who sent it; null for the system. */
  createdBy?: string | null;
  /** When it becomes pointless to send (its link stops working): refused from then on. */
  validUntil?: Date | null;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Whether the student may get automatic messages: false once they opted out (or when there is no such student). */
export async function canReceiveAutomatic(tx: Tx, studentId: string) {
  const [row] = await tx
    .select({ optedOut: students.messagesOptedOutAt })
    .from(students)
    .where(eq(students.id, studentId));
  return Boolean(row) && row?.optedOut === null;
}

/**
 * Why a message can never go, or null when it can: an automatic one to a student who opted out, an e-mail without
 * a valid address, a WhatsApp message without a number. Asked when it is queued and again right before each send.
 */
export async function refusalOf(tx: Tx, message: Pick<OutboxRow, 'channel' | 'recipient' | 'automatic' | 'studentId'>) {
  if (message.automatic && message.studentId && !(await canReceiveAutomatic(tx, message.studentId))) {
    return 'The student opted out of messages.';
  }
  if (message.channel === 'email' && !isMailAddress(message.recipient)) {
    return message.recipient.trim()
      ? `“${message.recipient}” is not a valid e-mail address.`
      : 'There is no e-mail address to send to.';
  }
  if (message.channel === 'whatsapp' && !message.recipient) return 'There is no phone number WhatsApp can reach.';
  return null;
}

/** A student's address on each channel: their e-mail, or their number as WhatsApp wants it; '' when there is none. */
const addressOn: Record<MessageChannel, (student: { email: string; phoneNumber: string }) => string> = {
  email: (student) => student.email.trim(),
  whatsapp: (student) => internationalDigits(student.phoneNumber) ?? '',
};

/**
 * Where a message goes now, read in the caller's transaction: one to a student goes to the student's address on
 * its channel as it is at this moment (corrected since it was queued, or a merge's survivor's, as a merge moves the
 * messages), with whether the student was archived; mail to an employee goes to the employee's address as it is
 * now, with whether they have left (their reminders name students: an ex-employee is sent none).
 */
export async function addressNow(tx: Tx, message: Pick<OutboxRow, 'id' | 'channel' | 'recipient'>) {
  const [student] = await tx
    .select({ email: students.email, phoneNumber: students.phoneNumber, archivedAt: students.archivedAt })
    .from(outboxMessages)
    .innerJoin(students, eq(students.id, outboxMessages.studentId))
    .where(eq(outboxMessages.id, message.id));
  if (student) {
    return { recipient: addressOn[message.channel](student), archived: student.archivedAt !== null, left: false };
  }
  const [employee] = await tx
    .select({ email: employees.email, active: employees.active })
    .from(outboxMessages)
    .innerJoin(employees, eq(employees.id, outboxMessages.employeeId))
    .where(eq(outboxMessages.id, message.id));
  if (employee) return { recipient: employee.email.trim(), archived: false, left: !employee.active };
  return { recipient: message.recipient, archived: false, left: false };
}

/**
 * Puts a message in the outbox, in the CALLER's transaction: it exists if and only if the change that caused it
 * commits, and the sender is woken when it does. A message that can never go is kept as `refused`, with its
 * reason on the student's timeline. Queueing an idempotency key again returns the first message unchanged.
 */
export async function queueMessage(tx: Tx, message: NewMessage) {
  const values = {
    channel: message.channel,
    studentId: message.studentId ?? null,
    employeeId: message.employeeId ?? null,
    recipient: message.recipient.trim(),
    subject: message.subject ?? '',
    html: message.html ?? '',
    text: message.text,
    templateKey: message.templateKey ?? null,
    automatic: message.automatic ?? false,
    params: message.params ?? null,
    idempotencyKey: message.idempotencyKey,
    createdBy: message.createdBy ?? null,
    validUntil: message.validUntil ?? null,
  };
  const refusal = await refusalOf(tx, values);
  const [row] = await tx
    .insert(outboxMessages)
    .values({ ...values, state: refusal ? 'refused' : 'queued', lastError: refusal })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning();
  if (!row) {
    const [existing] = await tx
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, message.idempotencyKey));
    if (!existing) throw new Error(`outbox message ${message.idempotencyKey} vanished`);
    return { message: existing, created: false };
  }
  await recordMessageEvent(tx, row, 'message-queued', values.createdBy);
  if (refusal) await recordMessageEvent(tx, row, 'message-failed', null);
  // delivered by PostgreSQL only if this transaction commits
  else await tx.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
  return { message: row, created: true };
}

/** One of a message's events on its student's log (mail to an employee has no student, and no log). */
export async function recordMessageEvent(
  tx: Tx,
  row: OutboxRow,
  kind: 'message-queued' | 'message-sent' | 'message-failed',
  actorId: string | null,
) {
  if (!row.studentId) return;
  const payload: MessageEventPayload = { messageId: row.id, channel: row.channel, subject: row.subject };
  if (row.templateKey) payload.templateKey = row.templateKey;
  if (kind === 'message-failed') {
    payload.error = row.lastError ?? 'It could not be sent.';
    payload.state = row.state === 'refused' ? 'refused' : 'failed';
  }
  await recordStudentEvents(tx, [{ studentId: row.studentId, kind, actorId, payload }]);
}

/**
 * A merge's duplicate's welcome still waiting is refused, not moved to the survivor with the rest of its messages:
 * it names the duplicate's student ID, and the survivor had a welcome of their own. It stays with the duplicate;
 * the refusal, with `Merged into <survivor's student ID>`, is on the duplicate's log, which the merge then moves.
 */
export async function refuseMergedWelcome(tx: Tx, duplicateUuid: string, survivorStudentId: number) {
  const refused = await tx
    .update(outboxMessages)
    .set({
      state: 'refused',
      lastError: `Merged into ${survivorStudentId}: this welcome named the merged registration.`,
    })
    .where(
      and(
        eq(outboxMessages.studentId, duplicateUuid),
        eq(outboxMessages.templateKey, 'welcome'),
        eq(outboxMessages.state, 'queued'),
      ),
    )
    .returning();
  for (const row of refused) await recordMessageEvent(tx, row, 'message-failed', null);
}
