import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { nextActions, tasks } from '../../db/schema/follow-ups.ts';
import { auditEvents, employees, notifications, studentEvents } from '../../db/schema.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let counselor2: TestEmployee;
let officer: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin'], { name: 'Sadia Admin' });
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Nusrat Counselor' });
  counselor2 = await makeEmployee(db, ['Counselor'], { name: 'Karim Counselor' });
  officer = await makeEmployee(db, ['admin Officer']);
});

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, who: TestEmployee, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newStudent = (overrides = {}) => registerStudent(app, receptionist.cookie, studentInput(counselor.id, overrides));

const auditOf = (recordId: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.recordId, recordId)).orderBy(asc(auditEvents.at));
const eventsOf = (studentUuid: string, kind: 'details-edited' | 'counselor-changed') =>
  db
    .select()
    .from(studentEvents)
    .where(and(eq(studentEvents.studentId, studentUuid), eq(studentEvents.kind, kind)));

describe('PATCH /student/{studentId}: correcting a student', () => {
  it('changes only the fields sent, audits them and notes them in the history', async () => {
    const student = await newStudent({ parentPhone: '01711-222333', institute2: 'Notre Dame College' });
    const response = await call('PATCH', `/student/${student.studentId}`, counselor, {
      phoneNumber: '+880 1811 555666',
      city: 'Chattogram',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      phoneNumber: '+8801811555666',
      city: 'Chattogram',
      // Unsent fields keep their values: nothing falls back to the registration's defaults.
      parentPhone: '01711-222333',
      institute2: 'Notre Dame College',
      street: 'Road 12',
      country: 'Bangladesh',
      englishProficiency: 'ielts',
      fullName: student.fullName,
    });
    const [audit] = (await auditOf(student._id)).filter((a) => a.action === 'updated');
    expect(audit).toMatchObject({
      actorId: counselor.id,
      before: { phoneNumber: expect.stringMatching(/^\+8801711/), city: 'Dhaka' },
      after: { phoneNumber: '+8801811555666', city: 'Chattogram' },
    });
    const events = await eventsOf(student._id, 'details-edited');
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toEqual({ fields: expect.arrayContaining(['phoneNumber', 'city']) });
  });

  it('lets Super Admin correct anyone’s student; the same values again write nothing', async () => {
    const student = await newStudent();
    const answer = await call('PATCH', `/student/${student.studentId}`, admin, { intake: 'September 2026' });
    expect(answer.json().data.intake).toBe('September 2026');
    const again = await call('PATCH', `/student/${student.studentId}`, admin, { intake: 'September 2026' });
    expect(again.statusCode).toBe(200);
    expect((await auditOf(student._id)).filter((a) => a.action === 'updated')).toHaveLength(1);
  });

  it('refuses an empty change, an unknown field and bad values, naming the fields', async () => {
    const { studentId } = await newStudent();
    const empty = await call('PATCH', `/student/${studentId}`, counselor, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION');
    const unknown = await call('PATCH', `/student/${studentId}`, counselor, { counselor: counselor2.id });
    expect(unknown.statusCode).toBe(400);
    const bad = await call('PATCH', `/student/${studentId}`, counselor, {
      fullName: '',
      email: 'nope',
      phoneNumber: 'call me',
      city: 'x'.repeat(500),
      howKnow: 'Radio',
      overall: 7,
      dob: '2001-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      fullName: 'Enter the full name',
      email: 'Enter a valid e-mail address',
      phoneNumber: expect.stringContaining('phone number'),
      city: 'Use at most 100 characters',
      howKnow: expect.any(String),
      overall: expect.any(String),
      dob: 'Enter a real date, as YYYY-MM-DD',
    });
    const notJson = await app.inject({
      method: 'PATCH',
      url: `/api/v1/student/${studentId}`,
      headers: { cookie: counselor.cookie, 'content-type': 'application/json' },
      payload: '"a text"',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await call('PATCH', '/student/abc', counselor, { city: 'Sylhet' })).statusCode).toBe(400);
  });

  it('refuses the same name and phone as another live student, as the registration does', async () => {
    await newStudent({ fullName: 'Tania Akter', phoneNumber: '01711-909090' });
    const second = await newStudent({ fullName: 'Tania Akter', phoneNumber: '01711-808080' });
    const clash = await call('PATCH', `/student/${second.studentId}`, counselor, { phoneNumber: '01711 909090' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: 'STUDENT_EXISTS', message: 'Student already exists' });
    // Nothing of the refused change stayed.
    expect((await call('GET', `/student/${second.studentId}`, counselor)).json().data[0].phoneNumber).toBe(
      '+8801711808080',
    );
    expect((await auditOf(second._id)).filter((a) => a.action === 'updated')).toHaveLength(0);
  });

  it('is 403 with nothing of the student for another counselor and for desks that may not edit', async () => {
    const student = await newStudent({ fullName: 'Private Person' });
    for (const who of [counselor2, receptionist, officer]) {
      const refused = await call('PATCH', `/student/${student.studentId}`, who, { city: 'Sylhet' });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Private Person');
      expect(refused.body).not.toContain('Dhaka');
    }
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/v1/student/${student.studentId}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is 404 for an archived or unknown student (restore first)', async () => {
    const student = await newStudent();
    await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin);
    expect((await call('PATCH', `/student/${student.studentId}`, admin, { city: 'Sylhet' })).statusCode).toBe(404);
    expect((await call('PATCH', `/student/${student.studentId}`, counselor, { city: 'Sylhet' })).statusCode).toBe(403);
    expect((await call('PATCH', '/student/99999999', admin, { city: 'Sylhet' })).statusCode).toBe(404);
  });
});

describe('PATCH /student/{studentId}/counselor: moving a student', () => {
  it('moves the student, tells both counselors, records from whom to whom, and its work follows it', async () => {
    const student = await newStudent({ fullName: 'Moved Student' });
    // A next step already reminded to the former counselor.
    await db.insert(nextActions).values({
      studentId: student._id,
      dueAt: new Date(Date.now() - 60_000),
      note: 'Call about the IELTS date',
      setBy: counselor.id,
      remindedAt: new Date(),
    });
    const [task] = await db
      .insert(tasks)
      .values({
        title: 'Collect the transcript',
        dueAt: new Date(),
        assigneeId: counselor.id,
        creatorId: admin.id,
        studentId: student._id,
      })
      .returning();

    const moved = await call('PATCH', `/student/${student.studentId}/counselor`, admin, { counselorId: counselor2.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.counselor).toMatchObject({ id: counselor2.id, employee_name: 'Karim Counselor' });

    const told = await db.select().from(notifications).where(eq(notifications.studentId, student._id));
    expect(told.find((n) => n.recipientId === counselor2.id)?.message).toContain('was moved to you by Sadia Admin');
    expect(told.find((n) => n.recipientId === counselor.id && n.message.includes('moved from you'))?.message).toContain(
      'Karim Counselor',
    );
    const [event] = await eventsOf(student._id, 'counselor-changed');
    expect(event).toMatchObject({
      actorId: admin.id,
      payload: { from: counselor.id, to: counselor2.id, reason: 'moved' },
    });
    const audit = (await auditOf(student._id)).find((a) => a.action === 'counselor-changed');
    expect(audit?.before).toEqual({ counselor: `Nusrat Counselor (${counselor.employeeId})` });
    expect(audit?.after).toEqual({ counselor: `Karim Counselor (${counselor2.employeeId})` });

    // The next step is now the new counselor's (to remind anew), and so is the open task about the student.
    const [movedStep] = await db.select().from(nextActions).where(eq(nextActions.studentId, student._id));
    expect(movedStep?.remindedAt).toBeNull();
    const [movedTask] = await db
      .select()
      .from(tasks)
      .where(eq(tasks.id, task?.id ?? ''));
    expect(movedTask).toMatchObject({ assigneeId: counselor2.id, remindedAt: null });

    // The new counselor works on the student; the former one no longer reaches it.
    expect((await call('GET', `/student/${student.studentId}`, counselor2)).statusCode).toBe(200);
    expect((await call('GET', `/student/${student.studentId}`, counselor)).statusCode).toBe(403);
    expect((await call('PATCH', `/student/${student.studentId}`, counselor2, { city: 'Khulna' })).statusCode).toBe(200);
    const list = await call('GET', `/counselor/${counselor2.employeeId}?fullName=Moved`, counselor2);
    expect(list.json().data[0].students.map((s: { studentId: number }) => s.studentId)).toContain(student.studentId);
  });

  it('refuses an employee who is not an active Counselor with 422 naming the field', async () => {
    const { studentId } = await newStudent();
    const gone = await makeEmployee(db, ['Counselor']);
    await db.update(employees).set({ active: false }).where(eq(employees.id, gone.id));
    for (const counselorId of [officer.id, gone.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call('PATCH', `/student/${studentId}/counselor`, admin, { counselorId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'ASSIGNEE_UNAVAILABLE',
        fields: { counselorId: 'Choose an active Counselor' },
      });
    }
    for (const body of [{}, { counselorId: 'someone' }, { counselorId: 42 }]) {
      const bad = await call('PATCH', `/student/${studentId}/counselor`, admin, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ counselorId: 'Choose a counselor' });
    }
  });

  it('is Super Admin’s only; the same counselor again changes nothing; an archived student is 404', async () => {
    const student = await newStudent();
    for (const who of [counselor, counselor2, receptionist, officer]) {
      const refused = await call('PATCH', `/student/${student.studentId}/counselor`, who, {
        counselorId: counselor2.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(student.fullName);
    }
    const same = await call('PATCH', `/student/${student.studentId}/counselor`, admin, { counselorId: counselor.id });
    expect(same.statusCode).toBe(200);
    expect(await eventsOf(student._id, 'counselor-changed')).toHaveLength(0);
    await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin);
    const archived = await call('PATCH', `/student/${student.studentId}/counselor`, admin, {
      counselorId: counselor2.id,
    });
    expect(archived.statusCode).toBe(404);
  });
});

describe('PATCH /settings/profile changes only the fields it names', () => {
  it('keeps the phone when only the address is sent, and the address when only the phone is', async () => {
    const me = await makeEmployee(db, ['Counselor']);
    await call('PATCH', '/settings/profile', me, { phone: '01711-000999', address: 'Gulshan' });
    const onlyAddress = await call('PATCH', '/settings/profile', me, { address: 'Banani' });
    expect(onlyAddress.json().data).toMatchObject({ phone: '01711-000999', address: 'Banani' });
    const onlyPhone = await call('PATCH', '/settings/profile', me, { phone: '01811-000111' });
    expect(onlyPhone.json().data).toMatchObject({ phone: '01811-000111', address: 'Banani' });
    expect((await call('PATCH', '/settings/profile', me, {})).statusCode).toBe(400);
  });
});
