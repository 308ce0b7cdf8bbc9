import type { ListSort } from '@studydesk/shared/lists';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Newest first, in the order of our indexes: drizzle writes an index's `.desc()` as "desc nulls last", while a
 * plain `desc` in a query means "nulls first", which PostgreSQL cannot read from those indexes (it sorts instead).
 */
export const descNullsLast = (...columns: AnyColumn[]): SQL[] => columns.map((c) => sql`${c} desc nulls last`);

/** The columns a list is ordered by: when and in what order it was made, and its name (compared as lower case). */
export type OrderColumns = { createdAt: SQL; id: SQL; name: SQL };

/**
 * Each order a list offers (issue 19) over its columns: a list's query walks an index in it where it has one
 * (backwards for the oldest first).
 */
export function listOrder(sort: ListSort, c: OrderColumns): SQL {
  switch (sort) {
    case 'newest':
      return sql`${c.createdAt} desc nulls last, ${c.id} desc nulls last`;
    case 'oldest':
      return sql`${c.createdAt} asc nulls first, ${c.id} asc nulls first`;
    case 'name':
      return sql`${c.name} asc, ${c.id} asc`;
    case 'name-desc':
      return sql`${c.name} desc, ${c.id} desc`;
  }
}
