import { studentDetailsSchema } from '@studydesk/shared/students';
import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { buildApp } from '../../app.ts';
import { tasks } from '../../db/schema/follow-ups.ts';
import {
  documents,
  employees,
  notifications,
  studentApplicants,
  students,
  universityApplications,
} from '../../db/schema.ts';
import { type Jobs, startJobs } from '../../platform/jobs.ts';
import { REMINDERS_JOB, scheduleReminders, sweepReminders } from './reminders.ts';

const { app, db, pool, config } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const otherCounselor = await makeEmployee(db, ['Counselor']);
const hr = await makeEmployee(db, ['Hr']);

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: TestEmployee, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload });
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
    const notTheirs = await call('POST', '/tasks', hr, {
      ...base,
      assigneeId: otherCounselor.id,
      studentId: student.studentId,
    });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().error.message).toContain(`does not work on student ${student.studentId}`);
    expect(await db.select().from(tasks).where(eq(tasks.creatorId, hr.id))).toEqual([]);
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
    expect(await notesOf(admin, title)).toHaveLength(1);
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

describe('my day', () => {
  it('gathers what is overdue, due soon, newly theirs, stalled and unopened, and nothing of others', async () => {
    const mine = await makeEmployee(db, ['Counselor']);
    const fresh = await registerStudent(app, receptionist.cookie, studentInput(mine.id));
    const quiet = await registerStudent(app, receptionist.cookie, studentInput(mine.id));
    await db.execute(sql`update student_events set at = now() - interval '10 days' where student_id = ${quiet._id}`);
    await db.execute(sql`update students set created_at = now() - interval '10 days' where id = ${quiet._id}`);
    await db.insert(tasks).values([
      { title: 'Late call', dueAt: new Date(Date.now() - 3600_000), assigneeId: mine.id, creatorId: hr.id },
      { title: 'Later this week', dueAt: new Date(Date.now() + 3 * 86_400_000), assigneeId: mine.id, creatorId: hr.id },
    ]);
    await call('PUT', `/student/${fresh.studentId}/next-action`, mine, {
      dueAt: inMinutes(4 * 24 * 60),
      note: 'Ask for the bank statement',
    });
    const link = (await call('POST', `/student/${fresh.studentId}/upload-link`, mine)).json().data.url as string;
    const upload = await app.inject({
      method: 'POST',
      url: link.replace(/^\/file-upload\/(\d+)\/[^?]+\?t=/, '/api/v1/public/upload/$1?t='),
      payload: multipart({ documentName: 'passport' }, { name: 'passport.pdf', content: PDF }),
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const day = (await call('GET', '/my-day', mine)).json().data;
    expect(day.overdue.map((i: { title: string }) => i.title)).toEqual(['Late call']);
    expect(day.upcoming.map((i: { title: string }) => i.title)).toEqual([
      'Later this week',
      'Ask for the bank statement',
    ]);
    expect(day.upcoming[1]).toMatchObject({ kind: 'next-action', student: { studentId: fresh.studentId } });
    // the quiet one came ten days ago: before the week a first visit looks back on
    expect(day.newAssignments.map((s: { studentId: number }) => s.studentId)).toEqual([fresh.studentId]);
    expect(day.stalled).toEqual([expect.objectContaining({ studentId: quiet.studentId, daysInStage: 10 })]);
    expect(day.documentsToReview).toEqual([
      expect.objectContaining({ slot: 'passport', student: expect.objectContaining({ studentId: fresh.studentId }) }),
    ]);
    expect(day.team).toEqual([]);

    // opened once by anyone in the office, acknowledged, and nothing of it shows to another counselor
    expect(
      (await app.inject({ method: 'GET', url: day.documentsToReview[0].url, headers: { cookie: mine.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', '/my-day/seen', mine)).statusCode).toBe(200);
    const after = (await call('GET', '/my-day', mine)).json().data;
    expect(after.documentsToReview).toEqual([]);
    expect(after.newAssignments).toEqual([]);
    const others = (await call('GET', '/my-day', otherCounselor)).json().data;
    expect(JSON.stringify(others)).not.toContain(fresh.fullName);

    const team = async () =>
      (await call('GET', '/my-day', admin))
        .json()
        .data.team.find((t: { employee: { _id: string } }) => t.employee._id === mine.id);
    expect(await team()).toEqual({
      employee: { _id: mine.id, name: mine.name, employee_id: mine.employeeId },
      overdue: 1,
      stalled: 1,
    });
    // The next step past due counts; once its student is archived, or successful, it does not.
    await db.execute(sql`update next_actions set due_at = now() - interval '1 hour' where student_id = ${fresh._id}`);
    expect(await team()).toMatchObject({ overdue: 2, stalled: 1 });
    await db.execute(sql`update students set archived_at = now() where id = ${fresh._id}`);
    expect(await team()).toMatchObject({ overdue: 1, stalled: 1 });
    await db.execute(sql`update students set archived_at = null, status = 'success' where id = ${fresh._id}`);
    expect(await team()).toMatchObject({ overdue: 1, stalled: 1 });
  });
});

describe('who keeps a next step', () => {
  it('follows the file: a new counselor, the admin Officer in application processing, the visa member after', async () => {
    const first = await makeEmployee(db, ['Counselor']);
    const second = await makeEmployee(db, ['Counselor']);
    const officer = await makeEmployee(db, ['admin Officer']);
    const visa = await makeEmployee(db, ['Admin Office Visa Section']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(first.id));
    await call('PUT', `/student/${student.studentId}/next-action`, first, { dueAt: inMinutes(60), note: 'Kept step' });
    // Quiet for 40 days: stalled in every status, so its keeper also sees it among the stalled students.
    await db
      .update(students)
      .set({ lastActivityAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(students.id, student._id));
    // An upload through the link nobody opened yet waits for the same keeper (documents.keeper_id, migration 0048).
    await db.insert(documents).values({
      ownerId: student._id,
      slot: 'passport',
      storageKey: `students/${student._id}/kept.pdf`,
      fileName: 'kept.pdf',
      contentType: 'application/pdf',
      size: 9,
      uploadedVia: 'public-link',
    });
    const keeper = async () => {
      const holders = [];
      const stalledAt = [];
      const reviewers = [];
      for (const who of [first, second, officer, visa]) {
        const day = (await call('GET', '/my-day', who)).json().data;
        const items = [...day.overdue, ...day.dueToday, ...day.upcoming];
        if (items.some((i: { title: string }) => i.title === 'Kept step')) holders.push(who.name);
        if (day.stalled.some((s: { studentId: number }) => s.studentId === student.studentId)) stalledAt.push(who.name);
        const uploads = day.documentsToReview.filter(
          (d: { student: { studentId: number } }) => d.student.studentId === student.studentId,
        );
        if (uploads.length) reviewers.push(who.name);
      }
      expect(stalledAt).toEqual(holders);
      expect(reviewers).toEqual(holders);
      return holders;
    };
    expect(await keeper()).toEqual([first.name]);
    await db.update(students).set({ counselorId: second.id }).where(eq(students.id, student._id));
    expect(await keeper()).toEqual([second.name]);
    await db.insert(studentApplicants).values({ studentId: student._id, applicantId: officer.id });
    expect(await keeper()).toEqual([second.name]); // still follow-up: the counselor's
    await db.update(students).set({ status: 'application-processing' }).where(eq(students.id, student._id));
    expect(await keeper()).toEqual([officer.name]);
    const [application] = await db
      .insert(universityApplications)
      .values({
        studentId: student._id,
        applicantId: officer.id,
        universityName: 'Keele',
        subject: 'Law',
        country: 'UK',
        intake: 'September',
      })
      .returning();
    await db.update(students).set({ status: 'visa-processing' }).where(eq(students.id, student._id));
    expect(await keeper()).toEqual([officer.name]); // not handed on yet
    await db
      .update(universityApplications)
      .set({ visaTeamId: visa.id })
      .where(eq(universityApplications.id, application?.id ?? ''));
    expect(await keeper()).toEqual([visa.name]);
    await db.delete(universityApplications).where(eq(universityApplications.id, application?.id ?? ''));
    expect(await keeper()).toEqual([officer.name]);
  });
});

describe('unopened link uploads', () => {
  it('wait for the keeper of the student who owns them, also once moved to another student as a merge does', async () => {
    const a = await makeEmployee(db, ['Counselor']);
    const b = await makeEmployee(db, ['Counselor']);
    const ofA = await registerStudent(app, receptionist.cookie, studentInput(a.id));
    const ofB = await registerStudent(app, receptionist.cookie, studentInput(b.id));
    const file = (slot: string, uploadedVia: string) => ({
      ownerId: ofA._id,
      slot,
      storageKey: `students/${ofA._id}/${slot}.pdf`,
      fileName: `${slot}.pdf`,
      contentType: 'application/pdf',
      size: 9,
      uploadedVia,
    });
    await db.insert(documents).values([file('passport', 'public-link'), file('cv', 'staff')]);
    const waiting = async (who: TestEmployee) =>
      (await call('GET', '/my-day', who))
        .json()
        .data.documentsToReview.map((d: { slot: string; student: { studentId: number } }) => [
          d.slot,
          d.student.studentId,
        ]);
    expect(await waiting(a)).toEqual([['passport', ofA.studentId]]);
    expect(await waiting(b)).toEqual([]);

    await db.execute(sql`update documents set owner_id = ${ofB._id} where owner_id = ${ofA._id}`);
    expect(await waiting(a)).toEqual([]);
    expect(await waiting(b)).toEqual([['passport', ofB.studentId]]);

    await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, ofB._id));
    expect(await waiting(b)).toEqual([]);
  });
});

describe('the pipeline board', () => {
  it('answers a column of the user’s own students, newest first, with days in stage and the next step', async () => {
    const mine = await makeEmployee(db, ['Counselor']);
    const older = await registerStudent(app, receptionist.cookie, studentInput(mine.id, { chosenCountryName: 'UK' }));
    const newer = await registerStudent(app, receptionist.cookie, studentInput(mine.id));
    await db.execute(sql`update student_events set at = now() - interval '5 days' where student_id = ${older._id}`);
    await call('PUT', `/student/${older.studentId}/next-action`, mine, { dueAt: inMinutes(90), note: 'Send the CAS' });
    const column = (await call('GET', '/board?status=follow-up', mine)).json();
    expect(column.data.map((c: { studentId: number }) => c.studentId)).toEqual([newer.studentId, older.studentId]);
    expect(column.data[1]).toMatchObject({
      destination: 'UK',
      daysInStage: 5,
      stalled: false,
      nextAction: { note: 'Send the CAS', overdue: false },
      counselorEmployeeId: mine.employeeId,
    });
    expect(column.page).toEqual({ number: 1, size: 50, hasNext: false });
    const others = (await call('GET', '/board?status=follow-up', otherCounselor)).json().data;
    expect(others.map((c: { studentId: number }) => c.studentId)).not.toContain(older.studentId);
    const filtered = (await call('GET', `/board?status=follow-up&counselor=${mine.id}`, admin)).json().data;
    expect(filtered).toHaveLength(2);
    expect((await call('GET', '/board?status=nowhere', mine)).statusCode).toBe(400);
    expect((await call('GET', '/board?status=follow-up', hr)).statusCode).toBe(403);
  });

  it('pages a column of more than fifty cards, each card once, newest first', async () => {
    const mine = await makeEmployee(db, ['Counselor']);
    const minute = 60_000;
    await db.insert(students).values(
      Array.from({ length: 53 }, (_, n) => ({
        fullName: `Board Page ${n}`,
        email: '',
        phoneNumber: `+880171200${String(n).padStart(4, '0')}`,
        details: studentDetailsSchema.parse({}),
        counselorId: mine.id,
        // One in another column, one removed: neither is a card of this one.
        status: n === 7 ? ('enrolled' as const) : ('follow-up' as const),
        archivedAt: n === 8 ? new Date() : null,
        createdAt: new Date(Date.now() - n * minute),
      })),
    );
    const page = async (number: number) => (await call('GET', `/board?status=follow-up&page=${number}`, mine)).json();
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    const names = (p: { data: { fullName: string }[] }) => p.data.map((c) => c.fullName);
    const expected = Array.from({ length: 53 }, (_, n) => n).filter((n) => n !== 7 && n !== 8);
    expect([...names(first), ...names(second)]).toEqual(expected.map((n) => `Board Page ${n}`));
    expect(first.page).toEqual({ number: 1, size: 50, hasNext: true });
    expect(second.page).toEqual({ number: 2, size: 50, hasNext: false });
    expect(third.data).toEqual([]);
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
