import type { ChecklistState, TemplateItem } from '@studydesk/shared/checklists';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents, employees, students } from '../schema.ts';

/** The document checklist of each destination (UK, Canada, Australia, USA, Other), seeded by its migration. */
export const checklistTemplates = pgTable('checklist_templates', {
  country: text('country').primaryKey(),
  items: jsonb('items').$type<TemplateItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => employees.id),
});

/**
 * A student's review of one checklist item: the version reviewed (a newer upload makes the item 'uploaded' again,
 * the review stays as history in the audit trail and the timeline), and the item's expiry date.
 */
export const checklistReviews = pgTable(
  'checklist_reviews',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    documentId: uuid('document_id').references(() => documents.id),
    state: text('state').$type<Extract<ChecklistState, 'verified' | 'rejected'>>(),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => employees.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    expiresAt: date('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.itemKey] }),
    index('checklist_reviews_expiry_idx').on(t.expiresAt).where(sql`expires_at is not null`),
  ],
);

/** Each expiry alert sent (90, 30, 7 and 0 days before): the sweep claims a row, so an alert goes out once. */
export const checklistExpiryAlerts = pgTable(
  'checklist_expiry_alerts',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    expiresAt: date('expires_at').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.itemKey, t.expiresAt, t.daysBefore] })],
);
