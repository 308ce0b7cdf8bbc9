import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { connect } from './client.ts';
import { officeDay } from './office-time.ts';

const { pool } = await testApp();

it('works in UTC on a database whose own time zone has summer time', async () => {
  const url = pool.options.connectionString ?? '';
  const name = new URL(url).pathname.slice(1);
  await pool.query(`alter database ${name} set timezone = 'Europe/London'`);
  const other = connect(url, 1);
  try {
    const { rows } = await other.db.execute<{ zone: string; end: string }>(sql`
      select current_setting('TimeZone') as zone,
        to_char((${officeDay('2026-03-29')} + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as end`);
    // the end of 29 March in Dhaka, the night the clocks go forward in London
    expect(rows[0]).toEqual({ zone: 'UTC', end: '2026-03-29T18:00' });
  } finally {
    await other.pool.end();
  }
});
