import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from '../../test/helpers.ts';

const { db } = await testApp();
const anika = await makeEmployee(db, ['Counselor']);
const bashir = await makeEmployee(db, ['Counselor']);

/** Each kept count beside the same count taken from the students themselves; none differ when all is right. */
async function wrongCounts() {
  const { rows } = await db.execute<{ kind: string; key: string; kept: number; real: number }>(sql`
    with live as (select * from students where archived_at is null),
    real_status as (select status::text as key, count(*)::int as n from live group by 1),
    real_day as (select ((created_at at time zone 'Asia/Dhaka')::date)::text as key, count(*)::int as n from live group by 1),
    real_name as (select lower(full_name) as key, count(*)::int as n from live group by 1),
    real_counselor_name as (select counselor_id::text || '/' || lower(full_name) as key, count(*)::int as n
      from live where counselor_id is not null group by 1)
    select 'status' as kind, coalesce(c.status::text, r.key) as key, coalesce(c.n, 0) as kept, coalesce(r.n, 0) as real
      from student_counts c full join real_status r on r.key = c.status::text
    union all
    select 'day', coalesce(d.day::text, r.key), coalesce(d.n, 0), coalesce(r.n, 0)
      from student_day_counts d full join real_day r on r.key = d.day::text
    union all
    select 'name', coalesce(s.name, r.key), coalesce(s.n, 0), coalesce(r.n, 0)
      from student_names s full join real_name r on r.key = s.name
    union all
    select 'counselor name', coalesce(c.counselor_id::text || '/' || c.name, r.key), coalesce(c.n, 0), coalesce(r.n, 0)
      from counselor_names c full join real_counselor_name r on r.key = c.counselor_id::text || '/' || c.name`);
  return rows.filter((r) => r.kept !== r.real);
}

describe('the counts kept beside the students', () => {
  it('stay exact through statements that write many students at once', async () => {
    await db.execute(sql`
      insert into students (full_name, email, phone_number, details, status, created_at, counselor_id)
      select 'Bulk Student ' || (n % 7), 'bulk' || n || '@example.com', '+88017' || lpad(n::text, 8, '0'), '{}'::jsonb,
        (array['follow-up', 'enrolled', 'application-processing'])[1 + n % 3]::student_status,
        now() - (n % 5) * interval '1 day', (array[${anika.id}, ${bashir.id}, null]::uuid[])[1 + n % 3]
      from generate_series(1, 300) n`);
    expect(await wrongCounts()).toEqual([]);

    await db.execute(sql`update students set status = 'visa-processing' where email like 'bulk1%'`);
    expect(await wrongCounts()).toEqual([]);
    await db.execute(sql`update students set full_name = full_name || ' Renamed' where email like 'bulk2%'`);
    await db.execute(sql`update students set created_at = created_at - interval '3 days' where email like 'bulk3%'`);
    expect(await wrongCounts()).toEqual([]);
    await db.execute(sql`update students set archived_at = now() where email like 'bulk4%'`);
    await db.execute(sql`update students set archived_at = null, status = 'success' where email like 'bulk4%'`);
    await db.execute(sql`update students set archived_at = now() where email like 'bulk5%'`);
    expect(await wrongCounts()).toEqual([]);
    await db.execute(sql`delete from students where email like 'bulk6%'`);
    expect(await wrongCounts()).toEqual([]);
    // Handed over: from one counselor to the other, from none to one, and from one to none.
    await db.execute(sql`update students set counselor_id = case when counselor_id = ${anika.id} then ${bashir.id}::uuid
        when counselor_id is null then ${anika.id}::uuid end where email like 'bulk8%'`);
    expect(await wrongCounts()).toEqual([]);
    const { rows } = await db.execute<{ counselors: number }>(sql`select count(distinct counselor_id)::int as counselors
      from counselor_names where n > 0`);
    expect(rows[0]?.counselors).toBe(2);
    // A name no live student has any longer is not kept at 0: it leaves, and comes back with its next student.
    const zeros = sql`select (select count(*) from student_names where n = 0)::int as names,
      (select count(*) from counselor_names where n = 0)::int as "counselorNames"`;
    expect((await db.execute(zeros)).rows).toEqual([{ names: 0, counselorNames: 0 }]);
    await db.execute(sql`update students set archived_at = now() where email like 'bulk%'`);
    expect(
      (await db.execute(sql`select count(*)::int as n from student_names where name like 'bulk student%'`)).rows,
    ).toEqual([{ n: 0 }]);
    await db.execute(sql`update students set archived_at = null where email like 'bulk%'`);
    expect(await wrongCounts()).toEqual([]);
    expect((await db.execute(zeros)).rows).toEqual([{ names: 0, counselorNames: 0 }]);
  });

  it('write nothing for an update of columns they do not count', async () => {
    // Within one transaction, whose own writes pg_stat_xact_user_tables counts as they happen.
    const writes = await db.transaction(async (tx) => {
      const countWrites = async () => {
        const { rows } = await tx.execute<{ n: number }>(sql`select sum(n_tup_upd + n_tup_ins)::int as n
          from pg_stat_xact_user_tables where relname in ('student_counts', 'student_day_counts', 'student_names', 'counselor_names')`);
        return rows[0]?.n ?? 0;
      };
      const start = await countWrites();
      await tx.execute(sql`update students set last_activity_at = now() where email like 'bulk7%'`);
      const afterRollup = await countWrites();
      await tx.execute(sql`update students set status = 'rejected' where email like 'bulk7%'`);
      return { rollup: afterRollup - start, status: (await countWrites()) - afterRollup };
    });
    expect(writes.rollup).toBe(0);
    expect(writes.status).toBeGreaterThan(0);
    expect(await wrongCounts()).toEqual([]);
  });
});

/** Each counselor's active next steps by office day as kept, beside the same taken from the next steps. */
async function wrongNextStepDays() {
  const { rows } = await db.execute<{ key: string; kept: number; real: number }>(sql`
    with real as (select counselor_id::text || '/' || ((due_at at time zone 'Asia/Dhaka')::date)::text as key,
        count(*)::int as n from next_actions where active and counselor_id is not null group by 1),
      kept as (select counselor_id::text || '/' || day::text as key, n from next_action_days)
    select coalesce(k.key, r.key) as key, coalesce(k.n, 0) as kept, coalesce(r.n, 0) as real
    from kept k full join real r on r.key = k.key`);
  return rows.filter((r) => r.kept !== r.real);
}

describe('the next steps kept by counselor and due day', () => {
  it('stay exact, a row only for a day that counts, through next steps and their students changed in bulk', async () => {
    const steps = sql`insert into next_actions (student_id, due_at)
      select id, now() + (row_number() over (order by id) % 9 - 4) * interval '1 day' from students
      where email like 'bulk%' and archived_at is null`;
    await db.execute(steps);
    expect(await wrongNextStepDays()).toEqual([]);
    // Moved, snoozed by hours across a day's end, reminded (nothing counted changes), done.
    await db.execute(sql`update next_actions set due_at = due_at + interval '2 days' where student_id in
      (select id from students where email like 'bulk1%')`);
    await db.execute(sql`update next_actions set due_at = due_at + interval '13 hours'`);
    await db.execute(sql`update next_actions set reminded_at = now()`);
    expect(await wrongNextStepDays()).toEqual([]);
    await db.execute(
      sql`delete from next_actions where student_id in (select id from students where email like 'bulk2%')`,
    );
    expect(await wrongNextStepDays()).toEqual([]);
    // Their students handed over, closed, archived and restored.
    await db.execute(sql`update students set counselor_id = case when counselor_id = ${anika.id} then ${bashir.id}::uuid
        else ${anika.id}::uuid end where email like 'bulk3%'`);
    await db.execute(sql`update students set status = 'success' where email like 'bulk4%'`);
    await db.execute(sql`update students set archived_at = now() where email like 'bulk5%'`);
    expect(await wrongNextStepDays()).toEqual([]);
    await db.execute(sql`update students set archived_at = null where email like 'bulk5%'`);
    await db.execute(sql`delete from students where email like 'bulk9%'`);
    expect(await wrongNextStepDays()).toEqual([]);
    // All done: no row is left.
    await db.execute(sql`delete from next_actions`);
    expect(await db.execute(sql`select * from next_action_days`)).toMatchObject({ rows: [] });
  });
});

/** Each employee's open tasks and active next steps they keep, by office day, as kept and as taken from the rows. */
async function wrongFollowUpDays() {
  const { rows } = await db.execute<{ key: string; kept: number; real: number }>(sql`
    with real as (select x.id::text || '/' || x.day::text as key, count(*)::int as n from (
        select assignee_id as id, (due_at at time zone 'Asia/Dhaka')::date as day from tasks where done_at is null
        union all
        select keeper_id, (due_at at time zone 'Asia/Dhaka')::date from next_actions
        where active and keeper_id is not null
      ) x group by 1),
      kept as (select employee_id::text || '/' || day::text as key, n from follow_up_days)
    select coalesce(k.key, r.key) as key, coalesce(k.n, 0) as kept, coalesce(r.n, 0) as real
    from kept k full join real r on r.key = k.key`);
  return rows.filter((r) => r.kept !== r.real);
}

describe('the follow-ups kept by employee and due day', () => {
  it('stay exact, a row only for a day that counts, through tasks, next steps and their students changed in bulk', async () => {
    await db.execute(sql`insert into next_actions (student_id, due_at)
      select id, now() + (row_number() over (order by id) % 7 - 3) * interval '1 day' from students
      where archived_at is null`);
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, done_at)
      select 'Task ' || n, now() + (n % 9 - 4) * interval '1 day', (array[${anika.id}, ${bashir.id}]::uuid[])[1 + n % 2],
        ${anika.id}, case when n % 5 = 0 then now() end
      from generate_series(1, 60) n`);
    expect(await wrongFollowUpDays()).toEqual([]);
    // Tasks moved across a day's end, done, reopened, handed to the other counselor and removed; reminded (nothing
    // counted changes).
    await db.execute(sql`update tasks set due_at = due_at + interval '13 hours' where title like 'Task 1%'`);
    await db.execute(sql`update tasks set done_at = now() where title like 'Task 2%'`);
    await db.execute(sql`update tasks set done_at = null where title like 'Task 5%'`);
    await db.execute(sql`update tasks set assignee_id = ${bashir.id} where title like 'Task 3%'`);
    await db.execute(sql`delete from tasks where title like 'Task 4%'`);
    await db.execute(sql`update tasks set reminded_at = now()`);
    expect(await wrongFollowUpDays()).toEqual([]);
    // Within one transaction, whose own writes pg_stat_xact_user_tables counts as they happen (after any not yet
    // reported of the connection's earlier ones: the difference is the update's).
    const writes = await db.transaction(async (tx) => {
      const count = async () => {
        const { rows } = await tx.execute<{
          n: number;
        }>(sql`select coalesce(sum(n_tup_upd + n_tup_ins + n_tup_del), 0)::int
          as n from pg_stat_xact_user_tables where relname = 'follow_up_days'`);
        return rows[0]?.n ?? 0;
      };
      const before = await count();
      await tx.execute(sql`update next_actions set reminded_at = now()`);
      return (await count()) - before;
    });
    expect(writes).toBe(0);
    // Next steps moved and removed; their students handed over, given to an officer, closed, archived, restored.
    await db.execute(sql`update next_actions set due_at = due_at + interval '2 days' where student_id in
      (select id from students where email like 'bulk1%')`);
    await db.execute(
      sql`delete from next_actions where student_id in (select id from students where email like 'bulk2%')`,
    );
    await db.execute(sql`update students set counselor_id = case when counselor_id = ${anika.id} then ${bashir.id}::uuid
        else ${anika.id}::uuid end where email like 'bulk3%'`);
    await db.execute(sql`update students set keeper_id = ${anika.id} where email like 'bulk5%'`);
    await db.execute(sql`update students set status = 'success' where email like 'bulk7%'`);
    await db.execute(sql`update students set archived_at = now() where email like 'bulk8%'`);
    expect(await wrongFollowUpDays()).toEqual([]);
    await db.execute(sql`update students set archived_at = null where email like 'bulk8%'`);
    await db.execute(sql`delete from students where email like 'bulk0%'`);
    expect(await wrongFollowUpDays()).toEqual([]);
    // All done: no row is left.
    await db.execute(sql`update tasks set done_at = now()`);
    await db.execute(sql`delete from next_actions`);
    expect(await db.execute(sql`select * from follow_up_days`)).toMatchObject({ rows: [] });
  });
});
