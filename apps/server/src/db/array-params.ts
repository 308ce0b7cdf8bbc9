import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * Arrays sent as one parameter each, so that a statement takes as many values as it is given: a parameter for each
 * value stops at PostgreSQL's 65,535 (and drizzle's building of such a statement ran out of stack first).
 */

/**
 * The columns of `rows`, each as one array parameter, for `insert ... select * from unnest($1::uuid[], ...)`. Give
 * each column's SQL type with a cast: `${column((r) => r.id)}::uuid[]`.
 */
export const arrayColumns =
  <T>(rows: readonly T[]) =>
  (value: (row: T) => unknown) =>
    sql.param(rows.map(value));

/** `column = any($1::uuid[])`: the rows whose uuid is one of `ids`, however many (`inArray` writes one each). */
export const inUuids = (column: AnyColumn | SQL, ids: readonly string[]) =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;
