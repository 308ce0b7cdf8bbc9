// Follow-ups set and given: a student's next action, tasks between employees, their reminders when they fall due,
// and Super Admin's follow-up rules. What My Day and the pipeline board show of them: my-day.keepers.test.ts,
// board.test.ts.
import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieFor, eventually, lockWaits, makeEmployee, type TestEmployee } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { buildApp } from '../../app.ts';
import { tasks } from '../../db/schema/follow-ups.ts';
import { employees, notifications, studentEvents } from '../../db/schema.ts';
import { type Jobs, startJobs } from '../../platform/jobs.ts';
import { REMINDERS_JOB, scheduleReminders, sweepReminders } from './reminders.ts';
import { inMinutes, tasksTestApp } from './tasks.fixtures.ts';

const { app, db, pool, config, admin, receptionist, counselor, otherCounselor, hr, call } = await tasksTestApp();
const notesOf = (who: TestEmployee, text: string) =>
  db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientId, who.id), like(notifications.message, `%${text}%`)));

describe('next actions', () => {
  it('are set by the student’s owner or Super Admin, in the future, on active students only', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const url = `/student/${student.studentId}/next-action`;
    const set = await call('PUT', url, counselor, { dueAt: inMinutes(60), note: 'Call about IELTS' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ note: 'Call about IELTS', overdue: false, setBy: counselor.id });
    const shown = await call('GET', `/student/${student.studentId}`, counselor);
    expect(shown.json().data[0].nextAction).toMatchObject({ note: 'Call about IELTS', overdue: false });
    // who keeps it, so the screen offers to set it to them (and Super Admin) only
    expect(shown.json().data[0].nextActionKeeper).toBe(counselor.id);
    expect((await call('PUT', url, otherCounselor, { dueAt: inMinutes(60) })).statusCode).toBe(403);
    expect((await call('PUT', url, receptionist, { dueAt: inMinutes(60) })).statusCode).toBe(403);
    const past = await call('PUT', url, counselor, { dueAt: inMinutes(-5) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('dueAt');
    expect((await call('PUT', url, admin, { dueAt: inMinutes(30), note: 'Checked by the owner' })).statusCode).toBe(
      200,
    );
    await call('PATCH', `/student/${student.studentId}/status`, admin, { status: 'rejected' });
    expect((await call('PUT', url, admin, { dueAt: inMinutes(30) })).statusCode).toBe(409);
  });
});

describe('tasks', () => {
  it('refuses a past due time, an empty or overlong title (400), and an assignee who cannot take it (422)', async () => {
    const base = { title: 'Send the offer letter', dueAt: inMinutes(60), assigneeId: counselor.id };
    const fieldOf = async (payload: object) =>
      Object.keys((await call('POST', '/tasks', hr, payload)).json().error.fields);
    expect(await fieldOf({ ...base, dueAt: inMinutes(-1) })).toEqual(['dueAt']);
    expect(await fieldOf({ ...base, title: ' ' })).toEqual(['title']);
    expect(await fieldOf({ ...base, title: 'x'.repeat(201) })).toEqual(['title']);
    const unknown = await call('POST', '/tasks', hr, { ...base, assigneeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(422);
    const gone = await makeEmployee(db, ['Counselor']);
    await db.update(employees).set({ active: false }).where(eq(employees.id, gone.id));
    expect((await call('POST', '/tasks', hr, { ...base, assigneeId: gone.id })).statusCode).toBe(422);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const notTheirs = await call('POST', '/tasks', receptionist, {
      ...base,
      assigneeId: otherCounselor.id,
      studentId: student.studentId,
    });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().error.message).toContain(`does not work on student ${student.studentId}`);
    expect(await db.select().from(tasks).where(eq(tasks.creatorId, receptionist.id))).toEqual([]);
  });

  it('is refused to an employee whose offboarding is under way, once it commits: never left with the leaver', async () => {
    const leaving = await makeEmployee(db, ['Counselor']);
    // The offboarding as it runs: the leaver's row locked first, then made inactive, its transaction still open.
    const held = await pool.connect();
    try {
      await held.query('begin');
      await held.query('select 1 from employees where id = $1 for update', [leaving.id]);
      await held.query('update employees set active = false where id = $1', [leaving.id]);
      let answered = false;
      const given = call('POST', '/tasks', hr, { title: 'Handed late', dueAt: inMinutes(60), assigneeId: leaving.id });
      void given.then(() => {
        answered = true;
      });
      await eventually(async () => answered || (await lockWaits(db)) >= 1, 'the task answered or waiting');
      await held.query('commit');
      const refused = await given;
      expect(refused.statusCode, refused.body).toBe(422);
    } finally {
      await held.query('rollback').catch(() => {});
      held.release();
    }
    expect(await db.$count(tasks, eq(tasks.assigneeId, leaving.id))).toBe(0);
  });

  it('is about a student the giver works on, or none: another’s student is not found, and nothing is written', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const about = { title: 'Call about the visa', dueAt: inMinutes(60), studentId: student.studentId };
    for (const giver of [otherCounselor, hr]) {
      const refused = await call('POST', '/tasks', giver, { ...about, assigneeId: receptionist.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(student.fullName);
      expect(await db.select().from(tasks).where(eq(tasks.creatorId, giver.id))).toEqual([]);
    }
    const events = await db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, student._id), eq(studentEvents.kind, 'task-created')));
    expect(events).toEqual([]);
    // Its own counselor may.
    expect((await call('POST', '/tasks', counselor, { ...about, assigneeId: receptionist.id })).statusCode).toBe(201);
  });

  it('are listed to their assignee and creator, completed and reopened by them, and by nobody else', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const created = await call('POST', '/tasks', receptionist, {
      title: 'Collect the passport copy',
      dueAt: inMinutes(120),
      assigneeId: counselor.id,
      studentId: student.studentId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      done: false,
      student: { studentId: student.studentId },
      creator: { _id: receptionist.id },
    });
    const mine = (await call('GET', '/tasks?done=false', counselor)).json().data.map((t: { _id: string }) => t._id);
    expect(mine).toContain(task._id);
    expect((await call('GET', '/tasks', otherCounselor)).json().data.map((t: { _id: string }) => t._id)).not.toContain(
      task._id,
    );
    expect((await call('PATCH', `/tasks/${task._id}`, otherCounselor, { done: true })).statusCode).toBe(403);
    expect((await call('PATCH', `/tasks/${task._id}`, counselor, {})).statusCode).toBe(400);
    const done = await call('PATCH', `/tasks/${task._id}`, counselor, { done: true });
    expect(done.json().data).toMatchObject({ done: true, overdue: false });
    const reopened = await call('PATCH', `/tasks/${task._id}`, receptionist, { done: false });
    expect(reopened.json().data.done).toBe(false);
    const ids = async (who: TestEmployee, view: string) =>
      (await call('GET', `/tasks?view=${view}`, who)).json().data.map((t: { _id: string }) => t._id);
    expect(await ids(receptionist, 'given')).toContain(task._id);
    expect(await ids(receptionist, 'assigned')).not.toContain(task._id);
    expect(await ids(counselor, 'assigned')).toContain(task._id);
    expect(await ids(counselor, 'given')).not.toContain(task._id);
    expect((await call('GET', '/tasks?view=someone', counselor)).statusCode).toBe(400);
    const choices = (await call('GET', '/tasks/assignees', hr)).json().data;
    expect(choices).toContainEqual({
      _id: counselor.id,
      name: counselor.name,
      employee_id: counselor.employeeId,
      roles: ['Counselor'],
    });
  });

  it('show their student to whoever still works on it: not to an assignee who lost the role that reached it', async () => {
    const member = await makeEmployee(db, ['Hr', 'Admin Office Visa Section']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    // A decided visa file: nobody takes it over when the member's visa role goes.
    await db.execute(sql`insert into university_applications (student_id, applicant_id, university_name, subject,
        country, intake, visa_team_id, visa_status)
      values (${student._id}, ${admin.id}, 'Univ', 'Law', 'UK', 'September', ${member.id}, 'success')`);
    const given = await call('POST', '/tasks', admin, {
      title: 'Return the passport',
      dueAt: inMinutes(60),
      assigneeId: member.id,
      studentId: student.studentId,
    });
    expect(given.statusCode, given.body).toBe(201);
    const id = given.json().data._id;
    const studentOf = async (who: TestEmployee) => {
      const listed = (await call('GET', '/tasks', who)).json().data.find((t: { _id: string }) => t._id === id);
      const day = (await call('GET', '/my-day', who)).json().data;
      const item = [...day.overdue, ...day.dueToday, ...day.upcoming].find((i: { id: string }) => i.id === id);
      return [listed.student?.studentId ?? null, item.student?.studentId ?? null];
    };
    expect(await studentOf(member)).toEqual([student.studentId, student.studentId]);

    const [visaRole] = await db
      .execute<{ id: string }>(sql`select id from employee_roles
      where employee_id = ${member.id} and role = 'Admin Office Visa Section'`)
      .then((r) => r.rows);
    expect((await call('DELETE', `/role/${visaRole?.id}`, admin)).statusCode).toBe(200);
    expect(await studentOf(member)).toEqual([null, null]);
    // Its giver, who works on every student, still sees whom it is about.
    const listed = (await call('GET', '/tasks?view=given', admin)).json().data;
    expect(listed.find((t: { _id: string }) => t._id === id).student.studentId).toBe(student.studentId);
  });

  it('open their student in the area of the role that works on it: the one worked as, else another held', async () => {
    // Both a Counselor and an admin Officer, working as Counselor; and a Counselor who is also Super Admin.
    const both = await makeEmployee(db, ['Counselor', 'admin Officer']);
    const chief = await makeEmployee(db, ['Counselor', 'Super Admin']);
    const own = await registerStudent(app, receptionist.cookie, studentInput(both.id));
    const applying = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const handed = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${applying._id}/${both.id}`,
      counselor,
      {},
    );
    expect(handed.statusCode, handed.body).toBe(200);
    for (const [who, student] of [
      [both, own],
      [both, applying],
      [chief, applying],
    ] as const) {
      const given = await call('POST', '/tasks', admin, {
        title: `About ${student.studentId}`,
        dueAt: inMinutes(60),
        assigneeId: who.id,
        studentId: student.studentId,
      });
      expect(given.statusCode, given.body).toBe(201);
    }
    type Opened = { student: { studentId: number; openAs: string } | null };
    const openedAs = async (who: TestEmployee) => {
      const listed: Opened[] = (await call('GET', '/tasks?view=assigned', who)).json().data;
      const day = (await call('GET', '/my-day', who)).json().data;
      const items: Opened[] = [...day.overdue, ...day.dueToday, ...day.upcoming];
      const pairs = (rows: Opened[]) =>
        Object.fromEntries(rows.flatMap((r) => (r.student ? [[r.student.studentId, r.student.openAs]] : [])));
      const fresh = pairs(day.newAssignments.map((student: Opened['student']) => ({ student })));
      return { listed: pairs(listed), day: pairs(items), fresh };
    };

    const asCounselor = await openedAs(both);
    const expected = { [own.studentId]: 'Counselor', [applying.studentId]: 'admin Officer' };
    expect(asCounselor).toEqual({ listed: expected, day: expected, fresh: expected });
    // Working as admin Officer, each still opens where it may.
    const asOfficer = await openedAs({ ...both, cookie: await cookieFor(db, both.id, 'admin Officer') });
    expect(asOfficer).toEqual(asCounselor);
    // Not their counseling student: the page that sees every student (it offers the switch).
    const chiefs = { [applying.studentId]: 'Super Admin' };
    expect(await openedAs(chief)).toEqual({ listed: chiefs, day: chiefs, fresh: {} });
  });
});

describe('reminders', () => {
  it('reach the owner once at the due time, and Super Admin once past the escalation delay', async () => {
    const title = `Phone the embassy ${Date.now()}`;
    await call('POST', '/tasks', hr, { title, dueAt: inMinutes(10), assigneeId: counselor.id });
    const now = Date.now();
    await sweepReminders(db, new Date(now + 5 * 60_000));
    expect(await notesOf(counselor, title)).toEqual([]);
    const deliveries = await sweepReminders(db, new Date(now + 11 * 60_000));
    expect(deliveries.map((d) => d.recipientId)).toContain(counselor.id);
    await sweepReminders(db, new Date(now + 12 * 60_000));
    expect(await notesOf(counselor, title)).toHaveLength(1);
    expect(await notesOf(admin, title)).toEqual([]);
    await sweepReminders(db, new Date(now + 3 * 86_400_000));
    await sweepReminders(db, new Date(now + 4 * 86_400_000));
    expect(await notesOf(admin, title)).toEqual([
      { message: `Overdue by more than 2 days: the task “${title}” of ${counselor.name}.` },
    ]);
  });

  it('go to whom a task is handed to, and leave a closed or archived student’s next step alone', async () => {
    const title = `Collect the bank statement ${Date.now()}`;
    const task = (await call('POST', '/tasks', hr, { title, dueAt: inMinutes(10), assigneeId: counselor.id })).json();
    const now = Date.now();
    await sweepReminders(db, new Date(now + 11 * 60_000));
    expect(await notesOf(counselor, title)).toHaveLength(1);
    expect((await call('PATCH', `/tasks/${task.data._id}`, hr, { assigneeId: otherCounselor.id })).statusCode).toBe(
      200,
    );
    await sweepReminders(db, new Date(now + 12 * 60_000));
    expect(await notesOf(otherCounselor, title)).toHaveLength(1);

    const closed = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Closed Step' }),
    );
    const archived = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Binned Step' }),
    );
    for (const { studentId } of [closed, archived]) {
      await call('PUT', `/student/${studentId}/next-action`, counselor, { dueAt: inMinutes(10) });
    }
    await call('PATCH', `/student/${closed.studentId}/status`, admin, { status: 'success' });
    expect((await call('DELETE', `/super-admin/delete-student/${archived.studentId}/x`, admin)).statusCode).toBe(200);
    await sweepReminders(db, new Date(now + 3 * 86_400_000));
    for (const name of ['Closed Step', 'Binned Step']) {
      expect(await notesOf(counselor, `next step with ${name}`)).toEqual([]);
      expect(await notesOf(admin, `next step with ${name}`)).toEqual([]);
    }
  });

  describe('on the job queue', () => {
    const started: Jobs[] = [];
    afterAll(async () => {
      for (const jobs of started) await jobs.stop();
    });
    const queue = async () => {
      const jobs = await startJobs(pool, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
      started.push(jobs);
      await scheduleReminders(jobs, db, { publish: () => {}, disconnect: () => {}, connectedClients: () => 0 });
      return jobs;
    };
    const arrived = async (title: string, count: number) => {
      for (let i = 0; i < 60 && (await notesOf(counselor, title)).length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return (await notesOf(counselor, title)).length;
    };

    it('remind at the due time itself, not at the next minute', async () => {
      const jobs = await queue();
      const server = await buildApp({ config, db, jobs });
      const title = `Due in two seconds ${Date.now()}`;
      const dueAt = new Date(Date.now() + 2000).toISOString();
      const created = await server.inject({
        method: 'POST',
        url: '/api/v1/tasks',
        headers: { cookie: hr.cookie },
        payload: { title, dueAt, assigneeId: counselor.id },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await arrived(title, 1)).toBe(1);
      await server.close();
    });

    it('leave a task saved once when its due-time wake-up cannot be queued: the minute’s sweep reminds', async () => {
      const jobs = await queue();
      const server = await buildApp({ config, db, jobs });
      jobs.send = () => Promise.reject(new Error('the queue is down'));
      const title = `Queue down ${Date.now()}`;
      const created = await server.inject({
        method: 'POST',
        url: '/api/v1/tasks',
        headers: { cookie: hr.cookie },
        payload: { title, dueAt: new Date(Date.now() + 1000).toISOString(), assigneeId: counselor.id },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await db.select().from(tasks).where(eq(tasks.title, title))).toHaveLength(1);
      await server.close();
      await sweepReminders(db, new Date(Date.now() + 60_000));
      expect(await notesOf(counselor, title)).toHaveLength(1);
    });

    it('deliver a reminder that fell due while no server ran once after the start, and once across two instances', async () => {
      const title = `Due while the server was down ${Date.now()}`;
      const [row] = await db
        .insert(tasks)
        .values({ title, dueAt: new Date(Date.now() - 3600_000), assigneeId: counselor.id, creatorId: hr.id })
        .returning({ id: tasks.id });
      expect(row).toBeDefined();
      const first = await queue();
      const second = await queue(); // a second instance on the same database
      await Promise.all([first.send(REMINDERS_JOB, {}), second.send(REMINDERS_JOB, {}), first.send(REMINDERS_JOB, {})]);
      expect(await arrived(title, 1)).toBe(1);
      // a restart: the instances stop, a new one starts and sweeps again; nothing arrives twice
      await first.stop();
      await second.stop();
      started.length = 0;
      const third = await queue();
      await third.send(REMINDERS_JOB, {});
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await notesOf(counselor, title)).toHaveLength(1);
    });
  });
});

describe('follow-up rules', () => {
  it('are Super Admin’s to read and change, in whole days within their range', async () => {
    const shown = await call('GET', '/settings/follow-ups', admin);
    expect(shown.json().data).toEqual({
      escalationDays: 2,
      stallDays: { 'follow-up': 7, enrolled: 14, 'application-processing': 21, 'visa-processing': 30 },
    });
    expect((await call('GET', '/settings/follow-ups', counselor)).statusCode).toBe(403);
    const rules = {
      escalationDays: 3,
      stallDays: { 'follow-up': 5, enrolled: 10, 'application-processing': 20, 'visa-processing': 25 },
    };
    expect((await call('PUT', '/settings/follow-ups', counselor, rules)).statusCode).toBe(403);
    const wrong = await call('PUT', '/settings/follow-ups', admin, { ...rules, escalationDays: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('escalationDays');
    const saved = await call('PUT', '/settings/follow-ups', admin, rules);
    expect(saved.json().data).toEqual(rules);
    expect((await call('GET', '/settings/follow-ups', admin)).json().data).toEqual(rules);
    // The reports' stalled counts were kept again at the new days, in the same transaction.
    const mark = await db.execute(sql`select days from stall_mark`);
    expect(mark.rows).toEqual([{ days: rules.stallDays }]);
  });
});
