import { type SQL, sql } from 'drizzle-orm';

/** A timestamp as the answers write it (`2026-11-22T10:00:00.000Z`, as `Date#toISOString`), made in the query. */
export const isoTime = (column: SQL | SQL.Aliased | { getSQL(): SQL }) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
