import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentEvents, students } from '../../db/schema.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);

const call = callerOf(app);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Moves a student's registration and every event of it `days` into the past. */
async function age(uuid: string, days: number) {
  const back = sql`interval '1 day' * ${days}`;
  await db
    .update(students)
    .set({ createdAt: sql`${students.createdAt} - ${back}` })
    .where(eq(students.id, uuid));
  await db
    .update(studentEvents)
    .set({ at: sql`${studentEvents.at} - ${back}` })
    .where(eq(studentEvents.studentId, uuid));
}

type Row = { studentId: number; followUp: { active: boolean; nextDueAt: string | null; stalled: boolean } };

async function listed(who: TestEmployee, studentId: number) {
  const response = await call('GET', `/utilities/filter-student-list/${counselor.employeeId}?pageSize=100`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Row[]).find((s) => s.studentId === studentId);
}

describe('follow-up marks in the student lists', () => {
  it('say "No next step", when the next step is due, and whether the student has stalled', async () => {
    const quiet = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const planned = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    expect((await listed(counselor, quiet.studentId))?.followUp).toEqual({
      active: true,
      nextDueAt: null,
      overdue: false,
      daysInStage: 0,
      stalled: false,
    });

    const dueAt = inMinutes(90);
    expect((await call('PUT', `/student/${planned.studentId}/next-action`, counselor, { dueAt })).statusCode).toBe(200);
    expect((await listed(counselor, planned.studentId))?.followUp).toMatchObject({ nextDueAt: dueAt, stalled: false });

    // Follow-up allows 7 quiet days: 8 days without any event is stalled, 6 is not.
    await age(quiet._id, 8);
    await age(planned._id, 6);
    expect((await listed(counselor, quiet.studentId))?.followUp).toMatchObject({ daysInStage: 8, stalled: true });
    expect((await listed(admin, planned.studentId))?.followUp).toMatchObject({ daysInStage: 6, stalled: false });

    // An advice is activity: the student is no longer stalled, though still 8 days in its stage.
    const advised = await call('PUT', `/student/${quiet.studentId}/advices`, counselor, { advices: '1. Book IELTS' });
    expect(advised.statusCode, advised.body).toBeLessThan(300);
    expect((await listed(counselor, quiet.studentId))?.followUp).toMatchObject({ daysInStage: 8, stalled: false });
  });

  it('follow the office’s stall days, and expect no next step of a closed file', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    await age(student._id, 3);
    expect((await listed(counselor, student.studentId))?.followUp.stalled).toBe(false);
    const rules = await call('GET', '/settings/follow-ups', admin);
    const stallDays = { ...rules.json().data.stallDays, 'follow-up': 2 };
    const saved = await call('PUT', '/settings/follow-ups', admin, { ...rules.json().data, stallDays });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await listed(counselor, student.studentId))?.followUp.stalled).toBe(true);

    await call('PATCH', `/student/${student.studentId}/status`, admin, { status: 'rejected' });
    expect((await listed(admin, student.studentId))?.followUp).toMatchObject({ active: false, stalled: false });
  });
});
