import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords in a row per e-mail (known account or not) and client address: the sign-in slows down for that
 * pair only, so neither the answer time tells who has an account nor a colleague elsewhere is slowed.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(1),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index('login_failures_last_idx').on(t.lastFailedAt)],
);
