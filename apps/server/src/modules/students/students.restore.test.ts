// A student deleted while their counselor or officer left comes back to desks that still work.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../../../test/files.ts';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { inMinutes } from '../tasks/tasks.fixtures.ts';

const { app, db } = await testApp();
const call = callerOf(app);
let admin: TestEmployee;
let receptionist: TestEmployee;
let staying: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  staying = await makeEmployee(db, ['Counselor'], { name: 'Staying Counselor' });
});

const messagesOf = async (who: TestEmployee) =>
  (await call('GET', `/notifications/${who.employeeId}`, who)).json().data.map((n: { message: string }) => n.message);

describe('restoring a deleted student', () => {
  it('gives them to a working counselor when theirs left meanwhile, with the open tasks about them', async () => {
    const leaving = await makeEmployee(db, ['Counselor'], { name: 'Leaving Counselor' });
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(leaving.id, { fullName: 'Back Again' }),
    );
    const task = await call('POST', '/tasks', leaving, {
      title: 'Call back about the IELTS date',
      studentId: student.studentId,
      assigneeId: leaving.id,
      dueAt: inMinutes(24 * 60),
    });
    expect(task.statusCode, task.body).toBe(201);
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    // nothing live to hand over: no heir is asked for
    expect((await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {})).statusCode).toBe(200);

    const restored = await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.counselor.id).toBe(staying.id);
    expect(await messagesOf(staying)).toContain(
      `Student Back Again (${student.studentId}) was restored and given to you by ${admin.name}.`,
    );
    const tasks = (await call('GET', '/tasks', staying)).json().data;
    expect(tasks.map((t: { title: string }) => t.title)).toContain('Call back about the IELTS date');
    const timeline = (await call('GET', `/student/${student.studentId}/timeline`, admin)).json().data;
    const moved = timeline.find((e: { kind: string }) => e.kind === 'counselor-changed');
    expect(moved.payload.reason).toMatch(
      /^restored: Leaving Counselor \(.+\) no longer works as a Counselor; assigned/,
    );
  });

  it('keeps a counselor who still works, and asks them for another officer when the student’s left', async () => {
    const officer = await makeEmployee(db, ['admin Officer']);
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(staying.id, { fullName: 'Filed Once' }),
    );
    await call('PATCH', `/counselor/assign-student-to-applicant/${student._id}/${officer.id}`, staying, {});
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/super-admin/employee/${officer.id}/deactivate`, admin, {})).statusCode).toBe(200);

    const restored = await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId });
    expect(restored.json().data.counselor.id).toBe(staying.id);
    expect(await messagesOf(staying)).toContain(
      `Student Filed Once (${student.studentId}) was restored; their admin Officer ${officer.name} (${officer.employeeId}) no longer works as one: assign another.`,
    );
    const another = await makeEmployee(db, ['admin Officer']);
    const assigned = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${student._id}/${another.id}`,
      staying,
      {},
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data[0]).toMatchObject({ id: another.id, current: true });
  });

  it('asks the officer to hand a visa file still being decided to another member when its member left', async () => {
    const officer = await makeEmployee(db, ['admin Officer']);
    const member = await makeEmployee(db, ['Admin Office Visa Section'], { name: 'Leaving Member' });
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(staying.id, { fullName: 'Visa Waiting' }),
    );
    await call('PATCH', `/counselor/assign-student-to-applicant/${student._id}/${officer.id}`, staying, {});
    const officerPath = `${student.studentId}/${staying.employeeId}/${officer.employeeId}`;
    const filed = await call('POST', `/applicant/university-upload/${officerPath}`, officer, {
      universityName: 'University of York',
      subject: 'MSc Finance',
      country: 'United Kingdom',
      intake: 'Sep 2027',
    });
    const handOver = new FormData();
    handOver.append('applicationId', filed.json().data._id);
    handOver.append('visaTeamId', member.id);
    handOver.append('offerLetter', new Blob([PDF]), 'offer.pdf');
    const path = `/applicant/upload-all-university-document/${officerPath}/${student._id}`;
    expect((await call('POST', path, officer, handOver)).statusCode).toBe(200);
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    // nothing live to hand over: no heir is asked for
    expect((await call('POST', `/super-admin/employee/${member.id}/deactivate`, admin, {})).statusCode).toBe(200);

    const restored = await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await messagesOf(officer)).toContain(
      `Student Visa Waiting (${student.studentId}) was restored; Leaving Member (${member.employeeId}), their visa member for University of York, no longer works as one: hand the application to another.`,
    );
    const another = await makeEmployee(db, ['Admin Office Visa Section']);
    const again = new FormData();
    again.append('applicationId', filed.json().data._id);
    again.append('visaTeamId', another.id);
    expect((await call('POST', path, officer, again)).statusCode).toBe(200);
  });

  it('is refused with a clear message, nothing changed, when theirs left and no counselor is in today', async () => {
    const leaving = await makeEmployee(db, ['Counselor'], { name: 'Gone Counselor' });
    const student = await registerStudent(app, receptionist.cookie, studentInput(leaving.id, { fullName: 'No Desk' }));
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {})).statusCode).toBe(200);
    // every counselor away today
    await db.execute(sql`insert into employee_absences (employee_id, starts_on, ends_on)
      select r.employee_id, current_date - 1, current_date + 1 from employee_roles r where r.role = 'Counselor'`);
    const refused = await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.message).toBe(
      `No Desk (${student.studentId})'s counselor Gone Counselor (${leaving.employeeId}) no longer works as one, and ` +
        'no counselor is in the office today to take them: restore the student when one is.',
    );
    const archived = (await call('GET', '/utilities/archived-students', admin)).json().data;
    expect(archived.map((a: { student: { studentId: number } }) => a.student.studentId)).toContain(student.studentId);
    await db.execute(sql`delete from employee_absences`);
  });
});
