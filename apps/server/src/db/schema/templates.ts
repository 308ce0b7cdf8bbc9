import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees, students } from '../schema.ts';

/**
 * The office's own wording of a message template, per language. A template nobody edited has no row: its
 * default text is the code's (apps/server/src/modules/messages/templates.defaults.ts).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => employees.id),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/**
 * When the missing documents' sweep last looked at each student (reminded them, or found nothing missing): the sweep
 * claims a row to look once, and looks again N days later.
 */
export const missingDocumentReminders = pgTable('missing_document_reminders', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  lookedAt: timestamp('looked_at', { withTimezone: true }).notNull(),
});
