import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { connect } from './client.ts';
import { bound, preparedRows, preparedShape, preparedShapes } from './prepared.ts';

const { db, pool } = await testApp();

const probe = (n: number, text: string) =>
  sql`select ${n}::int as n, ${text}::text as text, '2026-11-22 10:00:00+00'::timestamptz as at,
    '2026-11-22'::date as day, '{"a": [1]}'::jsonb as doc`;

describe('preparedRows', () => {
  it('answers the same rows as db.execute, dates and times as text', async () => {
    const { rows } = await db.execute(probe(7, "O'Brien"));
    const prepared = await preparedRows(db, probe(7, "O'Brien"));
    expect(prepared).toEqual(rows);
    expect(prepared).toEqual([
      { n: 7, text: "O'Brien", at: '2026-11-22 10:00:00+00', day: '2026-11-22', doc: { a: [1] } },
    ]);
  });

  it('prepares each text once per connection and binds new values each call', async () => {
    const single = connect(String(pool.options.connectionString), 1);
    try {
      for (const n of [1, 2, 3]) expect(await preparedRows(single.db, probe(n, `call ${n}`))).toMatchObject([{ n }]);
      // asked in turn, each read goes to the same pipelined connection (db/pipeline.ts), this one too
      const rows = await preparedRows<{ statements: number }>(
        single.db,
        sql`select count(*)::int as statements from pg_prepared_statements
          where statement like '%as doc%' and statement not like '%pg_prepared_statements%'`,
      );
      expect(rows[0]?.statements).toBe(1);
    } finally {
      await single.pool.end();
    }
  });

  it('plans a statement once, for its shape, from its first call (the connection settings of client.ts)', async () => {
    const single = connect(String(pool.options.connectionString), 1);
    try {
      for (const n of [1, 2, 3]) await preparedRows(single.db, probe(n, `plan ${n}`));
      const rows = await preparedRows<{ generic: number; custom: number }>(
        single.db,
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '%as doc%' and statement not like '%pg_prepared_statements%'`,
      );
      // Left to choose, PostgreSQL plans the first five calls for their values.
      expect(rows).toEqual([{ generic: 3, custom: 0 }]);
    } finally {
      await single.pool.end();
    }
  });

  it('passes user text as a value, never as statement text', async () => {
    const hostile = "x'; drop table students; --";
    expect(await preparedRows(db, probe(1, hostile))).toMatchObject([{ text: hostile }]);
    expect((await db.execute(sql`select count(*) from students`)).rows).toHaveLength(1);
  });

  it('writes a shape’s text once and fills its named values in at each call', async () => {
    let built = 0;
    const shaped = preparedShape<{ n: number; text: string }>(() => {
      built += 1;
      return sql`select ${sql.placeholder('n')}::int as n, ${sql.placeholder('text')}::text as text, 'fixed' as kept`;
    });
    expect(await shaped(db, { n: 1, text: 'first' })).toEqual([{ n: 1, text: 'first', kept: 'fixed' }]);
    expect(await shaped(db, { n: 2, text: "O'Brien" })).toEqual([{ n: 2, text: "O'Brien", kept: 'fixed' }]);
    expect(built).toBe(1);
  });

  it('writes each shape’s text once, and gives each call its own values in its own shape', async () => {
    const built: string[] = [];
    const shaped = preparedShapes<{ n: number; doubled?: number }, { doubled: boolean }>(({ doubled }) => {
      built.push(doubled ? 'doubled' : 'plain');
      return doubled
        ? sql`select ${bound('n')}::int as n, ${bound('n')}::int * 2 as doubled`
        : sql`select ${bound('n')}::int as n`;
    });
    expect(await shaped(db, { doubled: false }, { n: 1 })).toEqual([{ n: 1 }]);
    expect(await shaped(db, { doubled: true }, { n: 2 })).toEqual([{ n: 2, doubled: 4 }]);
    expect(await shaped(db, { doubled: false }, { n: 3 })).toEqual([{ n: 3 }]);
    expect(await shaped(db, { doubled: true }, { n: 5 })).toEqual([{ n: 5, doubled: 10 }]);
    expect(built).toEqual(['plain', 'doubled']);
    await expect(shaped(db, { doubled: false }, {})).rejects.toThrow('No value for placeholder "n"');
  });
});
