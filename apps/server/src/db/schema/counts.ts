import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { employees, studentStatusEnum } from '../schema.ts';

// Counts kept exact by triggers in the writing transaction, so that lists, dashboards and the bell never count
// the tables they stand for.

/** Live students per status, kept exact by a trigger (migration 0003) so dashboards never count the table. */
export const studentCounts = pgTable('student_counts', {
  status: studentStatusEnum('status').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** Live students registered per office day, kept exact by a trigger (migration 0011) for the 30-day chart. */
export const studentDayCounts = pgTable('student_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * Each distinct live student name (lower case) and how many live students carry it, kept by a trigger
 * (migration 0012): the suggestions over all students walk these few thousand names (by prefix, then by
 * trigram distance) instead of the students.
 */
export const studentNames = pgTable(
  'student_names',
  {
    name: text('name').primaryKey(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    index('student_names_trgm_idx').using('gist', sql`${t.name} gist_trgm_ops`),
    // The names starting with a text, in byte order: the Super Admin's suggestions walk these.
    index('student_names_prefix_idx').on(sql`${t.name} collate "C"`),
  ],
);

/**
 * Each counselor's distinct live student names (lower case) and how many of the counselor's live students carry
 * each, kept by the counts' trigger (migration 0052): a Counselor's list by a part of a name totals these few rows
 * instead of reading every student who matches. Its index holds each counselor's own trigrams, as the students'.
 */
export const counselorNames = pgTable(
  'counselor_names',
  {
    counselorId: uuid('counselor_id').notNull(),
    name: text('name').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.counselorId, t.name] }),
    // No condition on n: a change of a count then writes no index entry (a heap-only update). New names wait in a
    // pending list of 64 kB, merged in bulk (migration 0054): a total reads at most that besides the tree.
    index('counselor_names_keys_idx')
      .using('gin', sql`name_keys(${t.counselorId}, ${t.name})`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 }),
  ],
);

/** Each employee's unread notifications, kept exact by triggers (migration 0045) for the bell and its list. */
export const notificationUnreadCounts = pgTable('notification_unread_counts', {
  recipientId: uuid('recipient_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  n: integer('n').notNull().default(0),
});

/**
 * Each counselor's active next steps by the office day they are due, kept by a trigger (migration 0061), a row only
 * while it counts any: the counselors report adds up the days before today (a row a counselor and day) and counts
 * from the next steps' index only those due earlier today, where it read every overdue next step of the office.
 */
export const nextActionDays = pgTable(
  'next_action_days',
  {
    counselorId: uuid('counselor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.counselorId, t.day] })],
);

/**
 * Each employee's follow-ups by the office day they are due: their open tasks and the active next steps they keep,
 * kept by triggers (migration 0069), a row only while it counts any. Super Admin's My Day adds up the days before
 * today for each employee's overdue ones (a row an employee and day) and counts from the indexes only those due
 * earlier today, where it counted every overdue task and next step of the office one by one.
 */
export const followUpDays = pgTable(
  'follow_up_days',
  {
    employeeId: uuid('employee_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.day] })],
);
