import type { MessageChannel, MessageState } from '@studydesk/shared/messages';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees, students } from '../schema.ts';

/**
 * Every message the product sends, e-mail or WhatsApp, written in the transaction of the change that caused it
 * (so a message exists if and only if its change committed) and sent by the job queue
 * (apps/server/src/modules/messages/sender.ts). The idempotency key makes a second queueing of the same message a
 * no-op; the claim (`sending` with a lease) keeps two servers from sending one message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** The student it is for; null for mail to an employee. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** An e-mail address, or a phone number for WhatsApp; may be empty or invalid (the message is then refused). */
    recipient: text('recipient').notNull(),
    /** For mail to an employee: whom it is for, so it goes to their address at the send, never to an old one. */
    employeeId: uuid('employee_id').references(() => employees.id),
    /** After this it is pointless to send (the link in it has stopped working): refused at the send, not retried. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    subject: text('subject').notNull().default(''),
    html: text('html').notNull().default(''),
    text: text('text').notNull(),
    templateKey: text('template_key'),
    /** Sent by a rule rather than by a person: a student who opted out gets none. */
    automatic: boolean('automatic').notNull().default(false),
    /** What a channel needs beyond the text (e.g. a WhatsApp template's name and parameters). */
    params: jsonb('params').$type<Record<string, unknown>>(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').$type<MessageState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: until when the claiming server holds it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => employees.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_idempotency_key').on(t.idempotencyKey),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`state in ('queued', 'sending')`),
    index('outbox_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('outbox_messages_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('outbox_messages_student_idx').on(t.studentId),
  ],
);
