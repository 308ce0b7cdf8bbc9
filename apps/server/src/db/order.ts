import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Newest first, in the order of our indexes: drizzle writes an index's `.desc()` as "desc nulls last", while a
 * plain `desc` in a query means "nulls first", which PostgreSQL cannot read from those indexes (it sorts instead).
 */
export const descNullsLast = (...columns: AnyColumn[]): SQL[] => columns.map((c) => sql`${c} desc nulls last`);
