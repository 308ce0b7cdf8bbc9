import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from '../../test/helpers.ts';

const { db, pool } = await testApp();

describe('the students’ statement triggers', () => {
  it('read each row of a large update once, whatever plan the connection kept from one student’s', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    await db.execute(sql`insert into students (full_name, email, phone_number, details, counselor_id)
      select 'Many ' || n, 'many.' || n || '@example.com', '+8801' || lpad((800000000 + n)::text, 9, '0'), '{}',
        ${counselor.id}::uuid
      from generate_series(1, 300) n`);
    const client = await pool.connect();
    try {
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0;
        set auto_explain.log_analyze = on; set auto_explain.log_timing = off;
        set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`);
      // One student's update first: the triggers' statements are planned for transition tables of one row.
      await client.query(
        `update students set full_name = full_name || ' A' where id = (select id from students limit 1)`,
      );
      plans.length = 0;
      await client.query(`update students set full_name = full_name || ' B' where full_name like 'Many %'`);
      const scans = plans.flatMap((plan) => [...plan.matchAll(/Named Tuplestore Scan.*loops=(\d+)/g)]);
      expect(scans.length).toBeGreaterThan(0);
      // a transition table read again for each row of the other one: a nested loop over both
      expect(scans.filter((scan) => Number(scan[1]) > 1).map((scan) => scan[0])).toEqual([]);
    } finally {
      client.release();
    }
  });
});
