import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { keepStalledCounts } from '../tasks/follow-up-settings.ts';
import { STALLED_COUNTS_JOB } from './stalled-counts.ts';

const { app, db, jobs, pool } = await testApp({}, { withJobs: true });
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);

/** The students stalled at the mark as their own rows give them, and as kept. */
const stalled = async () => {
  const counted = await db.execute(sql`select s.counselor_id, s.status::text, count(*)::int as n
    from students s cross join stall_mark m
    where s.archived_at is null and s.status in ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
      and s.last_activity_at < m.at - make_interval(days => (m.days->>s.status::text)::int)
    group by 1, 2 order by 1, 2`);
  const kept = await db.execute(sql`select counselor_id, status, n from stalled_counts where n <> 0 order by 1, 2`);
  return { counted: counted.rows, kept: kept.rows };
};

describe('the stall mark', () => {
  it('is moved on to the start of the hour by the job queue, the students stalled since then added', async () => {
    // The server queued a move as it started: done before this test moves the mark back.
    const queued = async () =>
      (await db.execute(sql`select 1 from pgboss.job where name = ${STALLED_COUNTS_JOB} and state < 'completed'`)).rows
        .length === 0;
    await eventually(queued, 'the move queued at the start');
    for (let i = 0; i < 12; i++) await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    // Quiet for 6 to 9 days, one every 6 hours: follow-up stalls after 7.
    await db.execute(sql`update students s set last_activity_at = now() - interval '6 days' - interval '6 hours' * x.n
      from (select id, row_number() over (order by created_at, id) as n from students) x where x.id = s.id`);
    await keepStalledCounts(db, new Date(Date.now() - 3 * 86_400_000));
    const before = await stalled();
    expect(before.kept).toEqual(before.counted);
    expect(before.kept).toEqual([]);

    await jobs?.send(STALLED_COUNTS_JOB, {});
    const moved = async () =>
      Boolean((await db.execute(sql`select at = date_trunc('hour', now()) as now from stall_mark`)).rows[0]?.now);
    await eventually(moved, 'the move');
    const after = await stalled();
    expect(after.kept).toEqual(after.counted);
    expect(after.kept).toEqual([{ counselor_id: counselor.id, status: 'follow-up', n: expect.any(Number) }]);
    expect(after.kept[0]?.n).toBeGreaterThanOrEqual(7);
  });

  it('is moved only once a change of the counts under way is done, and counts that change', async () => {
    // The mark three hours back; a student whose cutoff passed since, made active again in a transaction still open:
    // its refresh changes no count (quiet neither at the mark nor now), but holds the mark.
    await keepStalledCounts(db, new Date(Date.now() - 3 * 3_600_000));
    const quiet = await db.execute<{ id: string }>(sql`update students
      set last_activity_at = now() - interval '7 days 1 hour'
      where id = (select id from students order by created_at limit 1) returning id`);
    const id = quiet.rows[0]?.id;
    const change = await pool.connect();
    try {
      await change.query('begin');
      await change.query('update students set last_activity_at = now() where id = $1', [id]);
      let moved = false;
      const moving = keepStalledCounts(db).then(() => {
        moved = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(moved).toBe(false);
      await change.query('commit');
      await moving;
    } finally {
      change.release();
    }
    // Counted as it is after the change: not stalled.
    const after = await stalled();
    expect(after.kept).toEqual(after.counted);
    const mark = await db.execute(sql`select at = date_trunc('hour', now()) as now from stall_mark`);
    expect(mark.rows).toEqual([{ now: true }]);
  });
});
