import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);

const call = (method: 'GET' | 'PATCH', url: string, who: TestEmployee, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload });
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

    // A move older than the week a first visit looks back on is not new.
    await db.execute(sql`update student_events set at = now() - interval '8 days'
      where student_id = ${moved._id} and kind = 'counselor-changed'`);
    expect(await newAssignments(second)).toEqual([]);
  });
});
