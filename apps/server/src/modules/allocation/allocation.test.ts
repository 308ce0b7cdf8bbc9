import { studentDetailsSchema } from '@studydesk/shared/students';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { tasks } from '../../db/schema/follow-ups.ts';
import { employees, notifications, studentEvents, students } from '../../db/schema.ts';
import { sweepReminders } from '../tasks/reminders.ts';
import { presentCounselorsByLoad } from './allocation.service.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const call = callerOf(app);
/** A task of `title` given by Super Admin, due at `dueAt`. */
const taskDue = (assigneeId: string, title: string, dueAt: Date) =>
  db.insert(tasks).values({ title, dueAt, assigneeId, creatorId: admin.id });
/** What Super Admin was told of the task of `title`. */
const toldAdmin = async (title: string) =>
  (
    await db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.recipientId, admin.id), like(notifications.message, `%${title}%`)))
  ).map((n) => n.message);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

describe('times away and automatic assignment', () => {
  it('passes over the counselor away today, picks the smallest open load, and says why in the history', async () => {
    const away = await makeEmployee(db, ['Counselor']);
    const light = await makeEmployee(db, ['Counselor']);
    const busy = await makeEmployee(db, ['Counselor']);
    await registerStudent(app, receptionist.cookie, studentInput(light.id));
    for (let i = 0; i < 2; i++) await registerStudent(app, receptionist.cookie, studentInput(busy.id));

    const marked = await call('POST', `/super-admin/employee/${away.id}/away`, admin, {
      from: today(),
      to: today(),
      reason: 'Visa fair in Dhaka',
    });
    expect(marked.statusCode, marked.body).toBe(201);
    expect(marked.json().data).toMatchObject({ reason: 'Visa fair in Dhaka', now: true });
    expect((await call('GET', `/super-admin/employee/${away.id}/away`, admin)).json().data).toHaveLength(1);

    const auto = await registerStudent(app, receptionist.cookie, studentInput('auto'));
    const [row] = await db
      .select({ counselorId: students.counselorId })
      .from(students)
      .where(eq(students.id, auto._id));
    expect(row?.counselorId).toBe(light.id);
    const [event] = await db
      .select({ payload: studentEvents.payload })
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, auto._id), eq(studentEvents.kind, 'counselor-changed')));
    expect(String(event?.payload.reason)).toContain('fewest open students (1) of the 2 counselors present');
  });

  it('breaks a tie of loads by the latest new student, archived ones too, one without any first', async () => {
    const [noneYet, archivedOld, liveDone, archivedNew] = await Promise.all(
      [1, 2, 3, 4].map(() => makeEmployee(db, ['Counselor'])),
    );
    const day = 24 * 60 * 60 * 1000;
    const student = (n: number, counselorId: string, ago: number, archived: boolean) => ({
      fullName: `Tie Breaker ${n}`,
      email: '',
      phoneNumber: `+88017110090${n}`,
      details: studentDetailsSchema.parse({}),
      counselorId,
      status: archived ? ('follow-up' as const) : ('success' as const),
      createdAt: new Date(Date.now() - ago),
      archivedAt: archived ? new Date() : null,
    });
    await db
      .insert(students)
      .values([
        student(1, (archivedOld as TestEmployee).id, 2 * day, true),
        student(2, (liveDone as TestEmployee).id, day, false),
        student(3, (archivedNew as TestEmployee).id, 0, true),
      ]);
    const mine = [noneYet, archivedOld, liveDone, archivedNew].map((e) => (e as TestEmployee).id);
    const order = (await presentCounselorsByLoad(db)).map((c) => c.id).filter((id) => mine.includes(id));
    expect(order).toEqual(mine);
  });

  it('sends the reminders of an employee away to Super Admin, saying whose they are', async () => {
    const away = await makeEmployee(db, ['Counselor']);
    await call('POST', `/super-admin/employee/${away.id}/away`, admin, { from: today(), to: today() });
    const title = `Covered while away ${Date.now()}`;
    await taskDue(away.id, title, new Date(Date.now() - 1000));
    await sweepReminders(db, new Date());
    expect(await toldAdmin(title)).toEqual([`For ${away.name} (away): Reminder: the task “${title}” is due now.`]);
    const toAway = await db.select().from(notifications).where(eq(notifications.recipientId, away.id));
    expect(toAway).toEqual([]);
  });

  it('sends the reminders of an employee who left to Super Admin, saying so', async () => {
    const gone = await makeEmployee(db, ['Hr']);
    const title = `Left behind ${Date.now()}`;
    await taskDue(gone.id, title, new Date(Date.now() - 1000));
    await db.update(employees).set({ active: false }).where(eq(employees.id, gone.id));
    await sweepReminders(db, new Date());
    expect(await toldAdmin(title)).toEqual([
      `For ${gone.name} (no longer here): Reminder: the task “${title}” is due now.`,
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, gone.id))).toEqual([]);
  });

  it('covers the absences of the day the sweep is run for, by its clock', async () => {
    const away = await makeEmployee(db, ['Counselor']);
    await call('POST', `/super-admin/employee/${away.id}/away`, admin, { from: '2030-01-10', to: '2030-01-10' });
    const title = `Covered in 2030 ${Date.now()}`;
    await taskDue(away.id, title, new Date('2030-01-10T03:00:00Z'));
    await sweepReminders(db, new Date('2030-01-10T04:00:00Z'));
    expect(await toldAdmin(title)).toEqual([`For ${away.name} (away): Reminder: the task “${title}” is due now.`]);
  });

  it('escalates once to each Super Admin present, and nothing to one away', async () => {
    const awayAdmin = await makeEmployee(db, ['Super Admin']);
    await call('POST', `/super-admin/employee/${awayAdmin.id}/away`, admin, { from: '2031-01-10', to: '2031-01-10' });
    const counselor = await makeEmployee(db, ['Counselor']);
    const title = `Long overdue ${Date.now()}`;
    await taskDue(counselor.id, title, new Date('2031-01-05T03:00:00Z'));
    await sweepReminders(db, new Date('2031-01-10T04:00:00Z'));
    expect(await toldAdmin(title)).toEqual([`Overdue by more than 2 days: the task “${title}” of ${counselor.name}.`]);
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, awayAdmin.id))).toEqual([]);
    await db.update(employees).set({ active: false }).where(eq(employees.id, awayAdmin.id));
  });

  it('refuses a last day before the first (400) and anyone but Super Admin (403); a time away can be removed', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    const wrong = await call('POST', `/super-admin/employee/${counselor.id}/away`, admin, {
      from: '2026-12-10',
      to: '2026-12-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('to');
    expect(
      (await call('POST', `/super-admin/employee/${counselor.id}/away`, counselor, { from: today(), to: today() }))
        .statusCode,
    ).toBe(403);
    const made = (
      await call('POST', `/super-admin/employee/${counselor.id}/away`, admin, { from: '2099-01-01', to: '2099-01-05' })
    ).json().data;
    expect(made.now).toBe(false);
    expect((await call('DELETE', `/super-admin/away/${made._id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/super-admin/employee/${counselor.id}/away`, admin)).json().data).toEqual([]);
  });
});
