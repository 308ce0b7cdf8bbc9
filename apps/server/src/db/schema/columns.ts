import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Columns every module's tables share; apart from schema.ts so that a module's tables may be imported by it.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Millisecond precision, so a JavaScript Date round-trips exactly (keyset paging, the visa outcome's key). */
export const createdAtMs = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`);
