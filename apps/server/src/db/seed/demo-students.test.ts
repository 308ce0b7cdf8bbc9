import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { OFFICE } from './demo-office.ts';
import { seedDemoStudents } from './demo-students.ts';

const { db } = await testApp();

const indexes = async () =>
  (
    await db.execute<{ definition: string }>(sql`
      select indexdef as definition from pg_indexes where tablename in ('students', 'student_events') order by 1`)
  ).rows.map((r) => r.definition);

it('loads a large office with its indexes built once at the end, every index back, the counts and rollups right', async () => {
  await seedDemoAccounts(db);
  const before = await indexes();
  expect(before.length).toBeGreaterThan(10);
  expect(await seedDemoStudents(db, 500, OFFICE.counselors, OFFICE.receptionist, { bulkFrom: 1 })).toBe(500);
  expect(await indexes()).toEqual(before);
  const { rows } = await db.execute<{
    students: number;
    events: number;
    kept: number;
    rollups: number;
    off: number;
    facts: number;
  }>(sql`
    select (select count(*)::int from students) as students,
      (select count(*)::int from student_events where kind = 'status-changed') as events,
      (select sum(n)::int from student_counts) as kept,
      (select count(*)::int from students s join student_events e on e.student_id = s.id
        where s.last_activity_at <> e.at or s.stage_since <> e.at) as rollups,
      (select count(*)::int from pg_trigger where tgenabled = 'D') as off,
      (select sum(n)::int from report_funnel_counts where dims = 7 and grain = 'month' and step = 0) as facts`);
  expect(rows[0]).toEqual({ students: 500, events: 500, kept: 500, rollups: 0, off: 0, facts: 500 });
  // The same office size again adds nobody.
  expect(await seedDemoStudents(db, 500, OFFICE.counselors, OFFICE.receptionist, { bulkFrom: 1 })).toBe(0);
});
