import type { ImportField, ImportSettings, ImportStatus } from '@studydesk/shared/imports';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, employees, students } from '../schema.ts';

/**
 * A spreadsheet of students being brought in (issue 19). The runner writes its rows a batch at a time and, in the
 * same transaction, `rows_done` and its counts: a run cut short resumes after the last batch it committed. The
 * runner holding it renews `lease_until`; another may take it over only once the lease has run out.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<'csv' | 'xlsx'>().notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    settings: jsonb('settings').$type<ImportSettings>(),
    status: text('status').$type<ImportStatus>().notNull().default('uploaded'),
    rowsDone: integer('rows_done').notNull().default(0),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    created: integer('created').notNull().default(0),
    filled: integer('filled').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The students it added that its undo left live: worked on since the import (imports.undo.ts). */
    kept: integer('kept').notNull().default(0),
    error: text('error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => employees.id),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('imports_created_idx').on(t.createdAt.desc())],
);

/** A row an import left out, as it was in the file, and why: the rejected rows' report. */
export const importRejects = pgTable(
  'import_rejects',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    reason: text('reason').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

/** The empty fields an import filled in a student already there: what its undo empties again. */
export const importFills = pgTable(
  'import_fills',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Partial<Record<ImportField, string>>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.studentId] })],
);
