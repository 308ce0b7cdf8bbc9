import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openCopies, testApp } from '../../test/helpers.ts';
import { copyFields } from './copy.ts';

const { db, pool } = await testApp();

/** Each row's fields decoded, null as null. */
async function all(query: ReturnType<typeof sql>, columns: number) {
  const rows: (string | null)[][] = [];
  for await (const { data, fields, rows: count } of copyFields(db, query, columns)) {
    for (let r = 0; r < count; r++) {
      const row: (string | null)[] = [];
      for (let f = 2 * columns * r; f < 2 * columns * (r + 1); f += 2) {
        row.push(fields[f] === -1 ? null : data.toString('utf8', fields[f], fields[f + 1]));
      }
      rows.push(row);
    }
  }
  return rows;
}

/** Connections taken from the pool and not given back. */
const checkedOut = () => pool.totalCount - pool.idleCount;
/** Each COPY's own connection, closed once its rows are read or given up. */
const allClosed = () => expect.poll(() => openCopies(db)).toBe(0);

describe('copyFields', () => {
  it("answers each column's text as it is, null as null", async () => {
    const odd = 'tab\there, line\nbreak\r\\back\\slash \\N \b\f\v ✓ বাংলা 😀';
    expect(await all(sql`select ${odd}::text, null::text, 7::text, ''::text`, 4)).toEqual([[odd, null, '7', '']]);
  });

  it('writes parameters in as literals, so hostile text stays a value', async () => {
    const hostile = "x'); drop table students; -- \\' $1 %s";
    expect(await all(sql`select ${hostile}::text, (${3}::int + 1)::text`, 2)).toEqual([[hostile, '4']]);
    expect((await db.execute(sql`select count(*) from students`)).rows).toHaveLength(1);
  });

  it('keeps rows whole and in order across the pieces they arrive in', async () => {
    const rows = await all(
      sql`select n::text as number, repeat('ü', n % 50), null::text from generate_series(1, 20000) n order by n`,
      3,
    );
    expect(rows).toHaveLength(20000);
    expect(rows[12344]).toEqual(['12345', 'ü'.repeat(12345 % 50), null]);
    const long = await all(sql`select repeat('ab', 100000)`, 1);
    expect(long).toEqual([['ab'.repeat(100000)]]);
    await allClosed();
  });

  it('refuses rows of another width', async () => {
    await expect(all(sql`select 'a', 'b'`, 3)).rejects.toThrow(/2 fields where 3/);
    await allClosed();
  });

  it('holds no connection of the pool while its rows stream, and closes its own at the end', async () => {
    const batches = copyFields(db, sql`select n::text from generate_series(1, 1000000) n`, 1);
    await batches.next();
    expect(checkedOut()).toBe(0);
    expect(await openCopies(db)).toBe(1);
    for await (const _ of batches);
    await allClosed();
  });

  it('closes its connection when the reader stops early or the statement fails', async () => {
    for await (const _ of copyFields(db, sql`select n::text from generate_series(1, 1000000) n`, 1)) break;
    await allClosed();
    await expect(all(sql`select (1 / (n - 5))::text from generate_series(1, 10) n`, 1)).rejects.toThrow(
      /division by zero/,
    );
    await allClosed();
    expect(await all(sql`select 1::text`, 1)).toEqual([['1']]);
  });
});
