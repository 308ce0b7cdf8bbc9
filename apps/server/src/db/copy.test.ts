import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { copyRows } from './copy.ts';

const { db, pool } = await testApp();

async function all(query: ReturnType<typeof sql>) {
  const rows: (string | null)[][] = [];
  for await (const batch of copyRows(db, query)) rows.push(...batch);
  return rows;
}

/** Connections taken from the pool and not given back. */
const checkedOut = () => pool.totalCount - pool.idleCount;

describe('copyRows', () => {
  it("answers PostgreSQL's text of each column, escapes undone, null as null", async () => {
    const odd = 'tab\there, line\nbreak\r\\back\\slash \\N \b\f\v ✓ বাংলা 😀';
    expect(await all(sql`select ${odd}::text, null::text, 7::int, ''::text`)).toEqual([[odd, null, '7', '']]);
  });

  it('writes parameters in as literals, so hostile text stays a value', async () => {
    const hostile = "x'); drop table students; -- \\' $1 %s";
    expect(await all(sql`select ${hostile}::text, ${3}::int + 1`)).toEqual([[hostile, '4']]);
    expect((await db.execute(sql`select count(*) from students`)).rows).toHaveLength(1);
  });

  it('keeps rows whole and in order across the pieces they arrive in', async () => {
    const rows = await all(sql`select n, repeat('ü', n % 50) from generate_series(1, 20000) n order by n`);
    expect(rows).toHaveLength(20000);
    expect(rows[12344]).toEqual(['12345', 'ü'.repeat(12345 % 50)]);
    expect(checkedOut()).toBe(0);
  });

  it('gives its connection up when the reader stops early or the statement fails', async () => {
    for await (const _ of copyRows(db, sql`select n from generate_series(1, 1000000) n`)) break;
    expect(checkedOut()).toBe(0);
    await expect(all(sql`select 1 / (n - 5) from generate_series(1, 10) n`)).rejects.toThrow(/division by zero/);
    expect(checkedOut()).toBe(0);
    expect(await all(sql`select 1`)).toEqual([['1']]);
  });
});
