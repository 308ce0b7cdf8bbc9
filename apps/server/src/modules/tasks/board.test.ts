// The pipeline board: a column of students by status, the user's own or a chosen counselor's, paged.
import { studentDetailsSchema } from '@studydesk/shared/students';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { students } from '../../db/schema.ts';
import { inMinutes, lateOnOfficeDay, tasksTestApp } from './tasks.fixtures.ts';

const { app, db, admin, receptionist, otherCounselor, hr, call } = await tasksTestApp();

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

  it('counts days in stage in office calendar days, as the reports do, not in 24-hour periods', async () => {
    const mine = await makeEmployee(db, ['Counselor']);
    const registered = await Promise.all(
      [0, 1, 2].map(() => registerStudent(app, receptionist.cookie, studentInput(mine.id))),
    );
    // Begun late on yesterday and on the day before, less than 24 and 48 hours ago (24-hour periods: 0 and 1).
    for (const days of [1, 2]) {
      await db.execute(
        sql`update students set stage_since = ${lateOnOfficeDay(days)} where id = ${registered[days]?._id}`,
      );
    }
    const column = (await call('GET', '/board?status=follow-up', mine)).json();
    const daysOf = (studentId: number) =>
      column.data.find((c: { studentId: number }) => c.studentId === studentId)?.daysInStage;
    expect(registered.map((s) => daysOf(s.studentId))).toEqual([0, 1, 2]);
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
