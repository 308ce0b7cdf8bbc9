import { MY_DAY_FIRST } from '@studydesk/shared/tasks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { keepStalledCounts, stalledWhere } from './follow-up-settings.ts';
import { lateOnOfficeDay } from './tasks.fixtures.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);

const call = callerOf(app);
const newAssignments = async (who: TestEmployee) => {
  const day = await call('GET', '/my-day', who);
  expect(day.statusCode, day.body).toBe(200);
  return (day.json().data.newAssignments as { studentId: number }[]).map((s) => s.studentId);
};

describe('My Day’s new assignments', () => {
  it('has the students moved to a counselor and those given to an officer, only theirs, only of the last days', async () => {
    const [first, second, officer, otherOfficer] = await Promise.all([
      makeEmployee(db, ['Counselor']),
      makeEmployee(db, ['Counselor']),
      makeEmployee(db, ['admin Officer']),
      makeEmployee(db, ['admin Officer']),
    ]);
    const moved = await registerStudent(app, receptionist.cookie, studentInput(first.id));
    const kept = await registerStudent(app, receptionist.cookie, studentInput(first.id));
    const applying = await registerStudent(app, receptionist.cookie, studentInput(first.id));
    // Registered for the first counselor two weeks ago: only a move can make them new to anyone now.
    await db.execute(sql`update students set created_at = now() - interval '14 days'
      where id in (${moved._id}, ${kept._id}, ${applying._id})`);

    const move = await call('PATCH', `/student/${moved.studentId}/counselor`, admin, { counselorId: second.id });
    expect(move.statusCode, move.body).toBe(200);
    const assign = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${applying._id}/${officer.id}`,
      first,
      {},
    );
    expect(assign.statusCode, assign.body).toBe(200);

    expect(await newAssignments(second)).toEqual([moved.studentId]);
    expect(await newAssignments(officer)).toEqual([applying.studentId]);
    expect(await newAssignments(first)).toEqual([]);
    expect(await newAssignments(otherOfficer)).toEqual([]);

    // Handed on since: no longer theirs, so no longer new to them.
    await call('PATCH', `/counselor/assign-student-to-applicant/${applying._id}/${otherOfficer.id}`, first, {});
    expect(await newAssignments(officer)).toEqual([]);
    expect(await newAssignments(otherOfficer)).toEqual([applying.studentId]);
    const third = await makeEmployee(db, ['Counselor']);
    await call('PATCH', `/student/${moved.studentId}/counselor`, admin, { counselorId: third.id });
    expect(await newAssignments(second)).toEqual([]);
    await call('PATCH', `/student/${moved.studentId}/counselor`, admin, { counselorId: second.id });

    // A move older than the week a first visit looks back on is not new.
    await db.execute(sql`update student_events set at = now() - interval '8 days'
      where student_id = ${moved._id} and kind = 'counselor-changed'`);
    expect(await newAssignments(second)).toEqual([]);
  });
});

describe('My Day’s lists', () => {
  it('hold their first page, or asked for all their first hundred, and say when there are more; a long overdue list leaves today’s its own', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    // 305 students quiet for a month: 302 next steps overdue, one due today, one in two days, one with none.
    await db.execute(sql`
      insert into students (full_name, email, phone_number, details, counselor_id, created_by, created_at)
      select 'Quiet Student ' || n, 'quiet' || n || '@example.com', '+88019' || lpad(n::text, 8, '0'), '{}',
        ${counselor.id}, ${counselor.id}, now() - interval '60 days'
      from generate_series(1, 305) n`);
    await db.execute(sql`update students set last_activity_at = now() - interval '30 days'
      where counselor_id = ${counselor.id}`);
    const endOfToday = sql`((date_trunc('day', now() at time zone 'Asia/Dhaka') + interval '1 day') at time zone 'Asia/Dhaka')`;
    await db.execute(sql`
      insert into next_actions (student_id, due_at, note, keeper_id)
      select s.id, case
          when s.n <= 302 then now() - interval '1 hour' * s.n
          when s.n = 303 then now() + (${endOfToday} - now()) / 2
          else now() + interval '2 days' end,
        'Call ' || s.n, ${counselor.id}
      from (select id, substring(full_name from 15)::int as n from students where counselor_id = ${counselor.id}) s
      where s.n <= 304`);

    const dayOf = async (url: string) => {
      const day = await call('GET', url, counselor);
      expect(day.statusCode, day.body).toBe(200);
      return day.json().data;
    };
    const firstPage = await dayOf('/my-day');
    const all = await dayOf('/my-day?all=true');
    const titles = (items: { title: string }[]) => items.map((i) => i.title);
    for (const [day, size] of [
      [firstPage, MY_DAY_FIRST.page],
      [all, MY_DAY_FIRST.all],
    ] as const) {
      const { overdue, dueToday, upcoming, stalled, more } = day;
      expect(overdue).toHaveLength(size);
      expect(overdue[0].title).toBe('Call 302');
      expect(titles(dueToday)).toEqual(['Call 303']);
      expect(titles(upcoming)).toEqual(['Call 304']);
      expect(stalled).toHaveLength(size);
      expect(more).toEqual({
        overdue: true,
        dueToday: false,
        upcoming: false,
        newAssignments: false,
        stalled: true,
        documentsToReview: false,
      });
    }
    // The first page is the start of the whole list, in the same order.
    expect(titles(all.overdue).slice(0, MY_DAY_FIRST.page)).toEqual(titles(firstPage.overdue));
    expect(all.stalled.slice(0, MY_DAY_FIRST.page)).toEqual(firstPage.stalled);

    // A next step's student has that step as its next one; a task's student its own next step, or none.
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, student_id)
      select 'Task of ' || s.full_name, now() - interval '400 hours', ${counselor.id}, ${counselor.id}, s.id
      from students s where s.full_name in ('Quiet Student 1', 'Quiet Student 305')`);
    type Item = { kind: string; title: string; dueAt: string; student: { nextDueAt: string | null } };
    const overdue: Item[] = (await dayOf('/my-day')).overdue;
    const taskOf = (name: string) => overdue.find((i) => i.title === `Task of ${name}`);
    const { rows } = await db.execute<{ due: string }>(sql`select n.due_at as due from next_actions n
      join students s on s.id = n.student_id where s.full_name = 'Quiet Student 1'`);
    expect(taskOf('Quiet Student 1')?.student.nextDueAt).toBe(new Date(String(rows[0]?.due)).toISOString());
    expect(taskOf('Quiet Student 305')?.student.nextDueAt).toBeNull();
    const steps = overdue.filter((i) => i.kind === 'next-action');
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step.student.nextDueAt).toBe(step.dueAt);

    const wrong = await call('GET', '/my-day?all=yes', counselor);
    expect(wrong.statusCode).toBe(400);
  });
});

describe('My Day’s stalled students', () => {
  it('show their days in the stage in office calendar days, as the board and the reports count them', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    // In follow-up since late on the office day eight days back, quiet since: stalled (after seven days), and less
    // than eight whole 24 hours ago, which read 7.
    await db.execute(sql`update students set stage_since = ${lateOnOfficeDay(8)}, last_activity_at = ${lateOnOfficeDay(8)}
      where id = ${student._id}`);
    const day = await call('GET', '/my-day', counselor);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().data.stalled).toEqual([
      expect.objectContaining({ studentId: student.studentId, daysInStage: 8 }),
    ]);
  });
});

describe('My Day over an office’s history', () => {
  it('passes over the done tasks and the next steps of finished students, overdue as they are', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    await db.execute(sql`
      insert into students (full_name, email, phone_number, details, counselor_id, created_by, status)
      select 'Old Student ' || n, 'old' || n || '@example.com', '+88018' || lpad(n::text, 8, '0'), '{}',
        ${counselor.id}, ${counselor.id}, (case when n <= 20 then 'success' else 'follow-up' end)::student_status
      from generate_series(1, 21) n`);
    await db.execute(sql`insert into next_actions (student_id, due_at, note)
      select id, now() - interval '30 days', full_name from students where counselor_id = ${counselor.id}`);
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, done_at)
      select 'Task ' || n, now() - interval '1 day' * n, ${counselor.id}, ${counselor.id},
        case when n <= 20 then now() end
      from generate_series(1, 21) n`);

    const day = await call('GET', '/my-day', counselor);
    expect(day.statusCode, day.body).toBe(200);
    const { overdue, more } = day.json().data;
    expect(overdue.map((i: { title: string }) => i.title).sort()).toEqual(['Old Student 21', 'Task 21']);
    expect(more.overdue).toBe(false);
    const team = (await call('GET', '/my-day', admin)).json().data.team as {
      employee: { _id: string };
      overdue: number;
    }[];
    expect(team.find((t) => t.employee._id === counselor.id)?.overdue).toBe(2);
  });
});

describe('Super Admin’s team on My Day', () => {
  it('counts each employee’s follow-ups due on earlier days and earlier today, not those still to come', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, done_at)
      values ('Days ago', now() - interval '3 days', ${counselor.id}, ${counselor.id}, null),
        ('Just now', now() - interval '1 minute', ${counselor.id}, ${counselor.id}, null),
        ('Still to come', now() + interval '1 hour', ${counselor.id}, ${counselor.id}, null),
        ('Done', now() - interval '2 days', ${counselor.id}, ${counselor.id}, now())`);
    await db.execute(sql`insert into next_actions (student_id, due_at) values (${student._id}, now() - interval '1 minute')
      on conflict (student_id) do update set due_at = excluded.due_at`);
    const overdue = async () =>
      ((await call('GET', '/my-day', admin)).json().data.team as { employee: { _id: string }; overdue: number }[]).find(
        (t) => t.employee._id === counselor.id,
      )?.overdue;
    expect(await overdue()).toBe(3);
    await db.execute(sql`update tasks set done_at = now() where assignee_id = ${counselor.id} and title = 'Just now'`);
    await db.execute(sql`update tasks set due_at = now() - interval '5 minutes' where assignee_id = ${counselor.id}
      and title = 'Still to come'`);
    await db.execute(sql`update next_actions set due_at = now() - interval '4 days' where student_id = ${student._id}`);
    expect(await overdue()).toBe(3);
  });

  it('counts each keeper’s stalled students right after every write, and wherever the stall mark stands', async () => {
    const [counselor, officer] = await Promise.all([
      makeEmployee(db, ['Counselor']),
      makeEmployee(db, ['admin Officer']),
    ]);
    // Eight follow-up students quiet for ten days (follow-up stalls after seven).
    await db.execute(sql`
      insert into students (full_name, email, phone_number, details, counselor_id, created_by, last_activity_at)
      select 'Team Student ' || n, 'team' || n || '@example.com', '+88017' || lpad(n::text, 8, '0'), '{}',
        ${counselor.id}, ${counselor.id}, now() - interval '10 days'
      from generate_series(1, 8) n`);
    const team = async () => {
      const day = await call('GET', '/my-day', admin);
      expect(day.statusCode, day.body).toBe(200);
      const rows = day.json().data.team as { employee: { _id: string }; stalled: number }[];
      return [counselor, officer].map((e) => rows.find((r) => r.employee._id === e.id)?.stalled ?? 0);
    };
    const truth = async () => {
      const { rows } = await db.execute<{ n: number }>(sql`select e.id, (select count(*) from students s
          where s.keeper_id = e.id and ${stalledWhere()})::int as n
        from employees e where e.id in (${counselor.id}, ${officer.id}) order by e.id = ${officer.id}`);
      return rows.map((r) => r.n);
    };
    const named = (n: number) => sql`(select id from students where full_name = ${`Team Student ${n}`})`;
    const writes: [string, () => Promise<unknown>][] = [
      ['as registered', async () => {}],
      ['one worked on now', () => db.execute(sql`update students set last_activity_at = now() where id = ${named(1)}`)],
      [
        'one enrolled, quiet as it was',
        () => db.execute(sql`update students set status = 'enrolled' where id = ${named(2)}`),
      ],
      [
        'one handed to an officer',
        () => db.execute(sql`update students set keeper_id = ${officer.id} where id = ${named(3)}`),
      ],
      ['one archived', () => db.execute(sql`update students set archived_at = now() where id = ${named(4)}`)],
      ['one removed', () => db.execute(sql`delete from students where id = ${named(5)}`)],
      ['the mark thirty hours back', () => keepStalledCounts(db, new Date(Date.now() - 30 * 3_600_000))],
      [
        'one stalled since the mark',
        () =>
          db.execute(
            sql`update students set last_activity_at = now() - interval '7 days 5 hours' where id = ${named(1)}`,
          ),
      ],
      [
        'one quiet again, no longer stalled',
        () => db.execute(sql`update students set last_activity_at = now() - interval '2 days' where id = ${named(7)}`),
      ],
      ['the mark now', () => keepStalledCounts(db)],
    ];
    for (const [what, write] of writes) {
      await write();
      expect(await team(), what).toEqual(await truth());
    }
    expect(await team()).toEqual([3, 1]);
  });
});
