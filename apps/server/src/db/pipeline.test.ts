import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually, testApp } from '../../test/helpers.ts';
import { connect } from './client.ts';
import { bound, preparedShape } from './prepared.ts';

const { pool } = await testApp();
const url = String(pool.options.connectionString);

const echo = preparedShape<{ n: number; zone: string; pid: number }>(
  () => sql`select ${bound('n')}::int as n, current_setting('TimeZone') as zone, pg_backend_pid() as pid`,
);
/** One over `d`: a division by zero fails the statement in PostgreSQL. */
const inverse = preparedShape<{ x: string }>(() => sql`select (1.0 / ${bound('d')}::int)::text as x`);

/** The backends the app has open on this database beside the one asking, by their pids. */
async function backends() {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

describe('the pipelined reads', () => {
  it('answer each of many reads at once with its own rows, over a few connections in UTC', async () => {
    const app = connect(url, 2);
    try {
      const answers = await Promise.all(Array.from({ length: 300 }, (_, n) => echo(app.db, { n })));
      expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 300 }, (_, n) => n));
      expect(new Set(answers.map(([row]) => row?.zone))).toEqual(new Set(['UTC']));
      const pids = new Set(answers.map(([row]) => row?.pid));
      // both connections shared the reads: four at the most (client.ts), and no more than the pool's two
      expect(pids.size).toBe(2);
    } finally {
      await app.pool.end();
    }
  });

  it('fail a statement that fails alone, the ones sent beside it answered', async () => {
    const app = connect(url, 2);
    try {
      const settled = await Promise.allSettled(
        [1, 2, 0, 4, 0, 5].map((d) => inverse(app.db, { d }).then(([row]) => row?.x)),
      );
      expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([
        '1.00000000000000000000',
        '0.50000000000000000000',
        'failed',
        '0.25000000000000000000',
        'failed',
        '0.20000000000000000000',
      ]);
      const failed = settled.find((s) => s.status === 'rejected');
      expect(failed?.status === 'rejected' && String(failed.reason)).toMatch(/division by zero/);
    } finally {
      await app.pool.end();
    }
  });

  it('open a new connection when one breaks, and close theirs with the pool', async () => {
    const lost: Error[] = [];
    const app = connect(url, 2, (error) => lost.push(error));
    const before = await backends();
    const [first] = await echo(app.db, { n: 1 });
    await pool.query('select pg_terminate_backend($1)', [first?.pid]);
    await eventually(async () => lost.length > 0, 'the lost connection reported');
    const [second] = await echo(app.db, { n: 2 });
    expect(second?.n).toBe(2);
    expect(second?.pid).not.toBe(first?.pid);
    await app.pool.end();
    await eventually(async () => (await backends()).every((pid) => before.includes(pid)), 'the connections closed');
    await expect(echo(app.db, { n: 3 })).rejects.toThrow(/closed/);
  });
});
