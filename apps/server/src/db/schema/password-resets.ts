import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../schema.ts';

/**
 * The password-reset links sent to employees (issue 17): only the keyed hash of a link's token is kept, so the table
 * alone opens no account; a link works once (`used_at`) and until `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_employee_idx').on(t.employeeId, t.createdAt),
  ],
);
