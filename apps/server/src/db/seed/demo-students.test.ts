import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { OFFICE } from './demo-office.ts';
import { seedDemoStudents } from './demo-students.ts';

const { db } = await testApp();

/** The indexes and foreign keys of the students and their events, which a bulk load drops and adds back. */
const indexes = async () =>
  (
    await db.execute<{ definition: string }>(sql`
      select indexdef as definition from pg_indexes where tablename in ('students', 'student_events')
      union all
      select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where contype = 'f' and conrelid in ('students'::regclass, 'student_events'::regclass)
      order by 1`)
  ).rows.map((r) => r.definition);

it('loads a large office with its indexes and foreign keys made once at the end, every one back, the counts, rollups and languages right', async () => {
  await seedDemoAccounts(db);
  const before = await indexes();
  expect(before.length).toBeGreaterThan(10);
  expect(before.filter((d) => d.includes('FOREIGN KEY'))).toHaveLength(6);
  expect(await seedDemoStudents(db, 500, OFFICE.counselors, OFFICE.receptionist, { bulkFrom: 1 })).toBe(500);
  expect(await indexes()).toEqual(before);
  const { rows } = await db.execute<{
    students: number;
    events: number;
    kept: number;
    rollups: number;
    off: number;
    unkept: number;
    facts: number;
    unordered: number;
    bangla: number;
  }>(sql`
    select (select count(*)::int from students) as students,
      (select count(*)::int from student_events where kind = 'status-changed') as events,
      (select sum(n)::int from student_counts) as kept,
      (select count(*)::int from students s join student_events e on e.student_id = s.id
        where s.last_activity_at <> e.at or s.stage_since <> e.at) as rollups,
      (select count(*)::int from pg_trigger where tgenabled = 'D') as off,
      (select count(*)::int from students where keeper_id is distinct from counselor_id) as unkept,
      (select sum(n)::int from report_funnel_counts where dims = 7 and grain = 'month' and step = 0) as facts,
      -- Ids in the order of creation, as the table's rows are.
      (select count(*)::int from (select id, lag(id) over (order by created_at) as before from students) x
        where x.before >= x.id) as unordered,
      (select count(*)::int from students where message_language = 'bn') as bangla`);
  expect(rows[0]).toEqual({
    students: 500,
    events: 500,
    kept: 500,
    rollups: 0,
    off: 0,
    unkept: 0,
    facts: 500,
    unordered: 0,
    // a tenth read their messages in Bangla
    bangla: 50,
  });
  // The same office size again adds nobody.
  expect(await seedDemoStudents(db, 500, OFFICE.counselors, OFFICE.receptionist, { bulkFrom: 1 })).toBe(0);
});
