import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, createdAtMs, employees, students } from '../schema.ts';

// The follow-ups of issue 15: next steps, tasks, absences and the office's settings.

/**
 * The next step of an active student (issue #15): one per student, kept by the student's current owner. A reminder
 * goes to the owner at the due time and Super Admin is told once when it is overdue past the escalation delay;
 * `remindedAt` and `escalatedAt` make each happen once, whichever instance runs the sweep.
 */
export const nextActions = pgTable(
  'next_actions',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    setBy: uuid('set_by').references(() => employees.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /**
     * Who keeps the student's file now (`student_keeper_of`, migrations 0039 and 0044), kept by triggers when the counselor, the
     * status, the admin Officer or the visa member changes: My Day reads its next steps by (keeper, due).
     */
    keeperId: uuid('keeper_id').references(() => employees.id),
    /**
     * The student's counselor, and whether the student is active (not archived, neither successful nor rejected),
     * kept by triggers (migration 0059): the counselors report counts each counselor's overdue next steps from
     * `next_actions_active_due_idx` alone.
     */
    counselorId: uuid('counselor_id'),
    active: boolean('active').notNull().default(true),
  },
  // Each index holds only the rows its readers look for (migration 0063): the steps still to remind or to escalate
  // for the minute's sweep, a keeper's active ones for My Day. Whole, they grew with the office's history, and the
  // ranges up to now read every step of every finished student first.
  (t) => [
    index('next_actions_to_remind_idx').on(t.dueAt).where(sql`${t.remindedAt} is null`),
    index('next_actions_to_escalate_idx').on(t.dueAt).where(sql`${t.escalatedAt} is null`),
    index('next_actions_keeper_due_idx').on(t.keeperId, t.dueAt).where(sql`active`),
    index('next_actions_active_due_idx').on(t.dueAt, t.counselorId).where(sql`active`),
  ],
);

/** A task of one employee for another (or themselves), optionally about a student (issue #15). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => employees.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => employees.id),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => employees.id),
    createdAt: createdAtMs(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** About no student or a live one: kept by triggers on both tables (migration 0076); a deleted one's is silent. */
    studentLive: boolean('student_live').notNull().default(true),
  },
  (t) => [
    index('tasks_assignee_idx').on(t.assigneeId, t.dueAt),
    // a student's tasks: a merge moves them, a deletion or restore marks them (migration 0076)
    index('tasks_student_idx').on(t.studentId).where(sql`${t.studentId} is not null`),
    // My Day's due lists: an assignee's open tasks, not every task they ever finished (migration 0063).
    index('tasks_assignee_open_idx').on(t.assigneeId, t.dueAt).where(sql`${t.doneAt} is null`),
    index('tasks_creator_idx').on(t.creatorId, t.dueAt),
    index('tasks_open_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null`),
    // the minute sweep's claims: only the tasks still to remind (or escalate), as next steps have (migration 0077)
    index('tasks_to_remind_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null and ${t.remindedAt} is null and ${t.studentLive}`),
    index('tasks_to_escalate_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null and ${t.escalatedAt} is null and ${t.studentLive}`),
  ],
);

/**
 * The live students stalled at the stall mark (`stall_mark`, reports.ts) per keeper and status that stalls: Super
 * Admin's My Day counts each employee's stalled students from these and those whose cutoff the mark and now lie
 * either side of. Kept by a statement-level trigger on students, and moved with the mark by `stalled_counts_keep`
 * (migration 0064).
 */
export const keeperStalledCounts = pgTable(
  'keeper_stalled_counts',
  {
    keeperId: uuid('keeper_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keeperId, t.status] })],
);

/** The office's settings that Super Admin edits (escalation delay, stall days), one JSON value per key. */
export const officeSettings = pgTable('office_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** An employee away from the office (issue #15): no automatic assignment, and their reminders go to Super Admin. */
export const employeeAbsences = pgTable(
  'employee_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [index('employee_absences_employee_idx').on(t.employeeId, t.endsOn)],
);
