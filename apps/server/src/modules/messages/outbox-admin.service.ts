import { ErrorCode } from '@studydesk/shared/errors';
import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxQuery } from '@studydesk/shared/messages';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { addressNow, OUTBOX_WAKE_CHANNEL, recordMessageEvent } from './outbox.service.ts';
import { MAX_ATTEMPTS } from './sender.ts';

const columns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  templateKey: outboxMessages.templateKey,
  automatic: outboxMessages.automatic,
  state: outboxMessages.state,
  attempts: outboxMessages.attempts,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  studentUuid: students.id,
  studentNumber: students.studentId,
  studentName: students.fullName,
  studentArchivedAt: students.archivedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toMessage(row: Row): OutboxMessage {
  const waiting = row.state === 'queued';
  return {
    _id: row.id as string,
    channel: row.channel as OutboxMessage['channel'],
    student:
      row.studentUuid && row.studentNumber !== null && row.studentName !== null
        ? {
            _id: row.studentUuid,
            studentId: row.studentNumber,
            fullName: row.studentName,
            archived: row.studentArchivedAt !== null,
          }
        : null,
    recipient: row.recipient ?? '',
    subject: row.subject ?? '',
    templateKey: row.templateKey,
    automatic: row.automatic ?? false,
    state: row.state as OutboxMessage['state'],
    attempts: row.attempts ?? 0,
    nextAttemptAt: waiting && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    createdAt: (row.createdAt as Date).toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

const select = (db: Db) =>
  db.select(columns).from(outboxMessages).leftJoin(students, eq(students.id, outboxMessages.studentId));

/** A page of the outbox, newest first; one row more than the page tells whether another page follows. */
export async function listOutbox(db: Db, query: { state?: OutboxQuery['state']; page: number }) {
  const rows = await select(db)
    .where(query.state ? eq(outboxMessages.state, query.state) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_PAGE_SIZE + 1)
    .offset((query.page - 1) * OUTBOX_PAGE_SIZE);
  return {
    items: rows.slice(0, OUTBOX_PAGE_SIZE).map(toMessage),
    page: query.page,
    pageSize: OUTBOX_PAGE_SIZE,
    hasMore: rows.length > OUTBOX_PAGE_SIZE,
  };
}

/**
 * Queues a failed or refused message again, due at `now`, to the student's current address (it may have been
 * corrected since); a message still on its way, or sent, is left alone (409), and so is one whose link no longer
 * works at `now`. `now` is the outbox's clock, as the sender is given it (sendDueMessages).
 */
export async function retryMessage(db: Db, id: string, actor: Actor, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
    if (!current) throw new AppError(ErrorCode.NOT_FOUND, 'Message not found.');
    if (current.state !== 'failed' && current.state !== 'refused') {
      throw new AppError(ErrorCode.NOT_RETRYABLE, 'Only a failed or refused message can be sent again.');
    }
    if (current.validUntil && current.validUntil <= now) {
      throw new AppError(ErrorCode.NOT_RETRYABLE, 'The link in this message no longer works, so it is not sent again.');
    }
    const { recipient } = await addressNow(tx, current);
    const [row] = await tx
      .update(outboxMessages)
      .set({
        state: 'queued',
        recipient,
        nextAttemptAt: now,
        leaseUntil: null,
        lastError: null,
        // a new series of attempts begins: the count rises to the next whole series (attempts only ever grow)
        attempts: sql`(${outboxMessages.attempts} + ${MAX_ATTEMPTS - 1}) / ${MAX_ATTEMPTS} * ${MAX_ATTEMPTS}`,
      })
      .where(eq(outboxMessages.id, id))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Message not found.');
    await recordMessageEvent(tx, row, 'message-queued', actor.id);
    await tx.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
    const [answer] = await select(tx as Db).where(eq(outboxMessages.id, id));
    if (!answer) throw new AppError(ErrorCode.NOT_FOUND, 'Message not found.');
    return toMessage(answer);
  });
}
