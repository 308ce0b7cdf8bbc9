import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, holdOpen, makeEmployee, PASSWORD, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { registerStudent as register } from '../students/students.service.ts';
import { inMinutes } from '../tasks/tasks.fixtures.ts';
import { removeRole } from './employees.service.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;
let receptionist: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Heir Counselor' });
  receptionist = await makeEmployee(db, ['receptionist']);
});

const call = callerOf(app);
const rolesOf = async (employee: TestEmployee) =>
  (await call('GET', `/super-admin/employee/${employee.id}`, admin)).json().data.roles as {
    _id: string;
    role: string;
  }[];

describe('offboarding and taking a role: the students go to a colleague at each desk', () => {
  it('hands the students over, ends the sessions and refuses sign-in', async () => {
    const leaving = await makeEmployee(db, ['Counselor']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(leaving.id));
    const noHeir = await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {});
    expect(noHeir.statusCode).toBe(400);
    expect(noHeir.json().error.fields).toEqual({ handOverTo: 'Choose an active Counselor' });
    const toReceptionist = await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {
      handOverTo: receptionist.id,
    });
    expect(toReceptionist.statusCode).toBe(400);

    const done = await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {
      handOverTo: counselor.id,
    });
    expect(done.json().data.active).toBe(false);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].counselor.id).toBe(counselor.id);
    const told = await call('GET', `/notifications/${counselor.employeeId}?page=1&pageSize=20`, counselor);
    expect(told.json().data.map((n: { message: string }) => n.message)).toContain(
      `1 student of ${leaving.name} (${leaving.employeeId}) was handed over to you by ${admin.name}.`,
    );
    expect((await call('GET', '/auth/me', leaving)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: leaving.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect((await call('GET', `/super-admin/get-employee-list?q=${leaving.employeeId}`, admin)).json().data).toEqual(
      [],
    );
    const withInactive = await call(
      'GET',
      `/super-admin/get-employee-list?includeInactive=true&q=${leaving.employeeId}`,
      admin,
    );
    expect(withInactive.json().data).toHaveLength(1);

    expect((await call('POST', `/super-admin/employee/${leaving.id}/activate`, admin)).json().data.active).toBe(true);
    expect((await call('POST', `/super-admin/employee/${admin.id}/deactivate`, admin, {})).statusCode).toBe(409);
  });

  it('waits for a registration to them still running, and hands its student over with the rest', async () => {
    const leaving = await makeEmployee(db, ['Counselor']);
    const desk = { ...receptionist, role: 'receptionist' as const, sessionId: 'test' };
    // A registration to the leaving counselor, its transaction still open when the offboarding starts.
    const registration = holdOpen(db, async (tx) => (await register(tx, studentInput(leaving.id), desk)).student);
    await registration.opened;
    let answered = false;
    const offboarding = call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {
      handOverTo: counselor.id,
    }).then((response) => {
      answered = true;
      return response;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
    } finally {
      registration.release(); // the registration commits, whatever the check found
    }
    const student = await registration.ended;
    expect((await offboarding).statusCode).toBe(200);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].counselor.id).toBe(counselor.id);
  });

  it('refuses a registration waiting on a removal of the Counselor role, once the role is gone', async () => {
    const leaving = await makeEmployee(db, ['Counselor', 'admin Officer']);
    const counselorRole = (await rolesOf(leaving)).find((r) => r.role === 'Counselor')?._id ?? '';
    const superAdmin = { ...admin, role: 'Super Admin' as const, sessionId: 'test' };
    // The role's removal, its transaction still open when the registration to them starts.
    const removal = holdOpen(db, (tx) => removeRole(tx, counselorRole, superAdmin, { handOverTo: counselor.id }));
    await removal.opened;
    const registration = app.inject({
      method: 'POST',
      url: '/api/v1/receptionist/add-student',
      headers: { cookie: receptionist.cookie },
      payload: studentInput(leaving.id),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    removal.release();
    await removal.ended;
    const refused = await registration;
    expect(refused.statusCode, refused.body).toBe(400);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from students where counselor_id = ${leaving.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('offboards one of two counselors named each other’s heir at the same moment, and refuses the other', async () => {
    for (let round = 0; round < 3; round++) {
      const first = await makeEmployee(db, ['Counselor']);
      const second = await makeEmployee(db, ['Counselor']);
      await registerStudent(app, receptionist.cookie, studentInput(first.id));
      await registerStudent(app, receptionist.cookie, studentInput(second.id));
      const leave = (who: TestEmployee, heir: TestEmployee) =>
        call('POST', `/super-admin/employee/${who.id}/deactivate`, admin, { handOverTo: heir.id });
      const answers = await Promise.all([leave(first, second), leave(second, first)]);
      // one goes; the other's heir has just left, which it is told (never a deadlock's 500)
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    }
  });

  it('removes a role once when asked twice at the same moment: the second is not found', async () => {
    // two roles: the second request, had it counted before seeing the first's removal, would be told "the last role"
    const twice = await makeEmployee(db, ['receptionist', 'Hr']);
    const hr = (await rolesOf(twice)).find((r) => r.role === 'Hr')?._id ?? '';
    const superAdmin = { ...admin, role: 'Super Admin' as const, sessionId: 'test' };
    // The first click's removal, its transaction still open when the second click's arrives.
    const first = holdOpen(db, (tx) => removeRole(tx, hr, superAdmin));
    await first.opened;
    const second = call('DELETE', `/role/${hr}`, admin);
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.release();
    await first.ended;
    expect((await second).statusCode).toBe(404);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events
      where record_id = ${twice.id} and action = 'role-removed'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('hands over more students than a statement has parameters for: each moved, on the trail and its timeline', async () => {
    const leaving = await makeEmployee(db, ['Counselor']);
    const heir = await makeEmployee(db, ['Counselor']);
    // 11,000: six audit columns a student, written as a parameter each, passed PostgreSQL's 65,535.
    await db.execute(sql`insert into students (full_name, email, phone_number, details, counselor_id)
      select 'Handed ' || n, 'handed.' || n || '@example.com', '+8801' || lpad((900000000 + n)::text, 9, '0'), '{}',
        ${leaving.id}::uuid
      from generate_series(1, 11000) n`);
    const done = await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, { handOverTo: heir.id });
    expect(done.statusCode, done.body).toBe(200);
    const { rows } = await db.execute<{ kept: number; audited: number; logged: number; active: number }>(sql`
      select (select count(*)::int from students where counselor_id = ${heir.id}) as kept,
        (select count(*)::int from audit_events a join students s on a.record_id = s.id::text
          where s.counselor_id = ${heir.id} and a.action = 'counselor-changed') as audited,
        (select count(*)::int from student_events e join students s on s.id = e.student_id
          where s.counselor_id = ${heir.id} and e.kind = 'counselor-changed' and e.payload->>'to' = ${heir.id}) as logged,
        -- the last activity written with the counselor is the one the events' rollup gives
        (select count(*)::int from students s where s.counselor_id = ${heir.id}
          and s.last_activity_at = (select max(e.at) from student_events e where e.student_id = s.id)) as active`);
    expect(rows[0]).toEqual({ kept: 11_000, audited: 11_000, logged: 11_000, active: 11_000 });
  }, 60_000);

  it('hands the students over when the Counselor role is taken, and keeps the role until someone takes them', async () => {
    const leaving = await makeEmployee(db, ['Counselor', 'admin Officer']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(leaving.id));
    const roles = await rolesOf(leaving);
    const counselorRole = roles.find((r) => r.role === 'Counselor')?._id;

    const noHeir = await call('DELETE', `/role/${counselorRole}`, admin);
    expect(noHeir.statusCode).toBe(400);
    expect(noHeir.json().error).toMatchObject({
      message: 'Choose the Counselor who takes over their student.',
      fields: { handOverTo: 'Choose an active Counselor' },
    });
    for (const wrong of [receptionist.id, leaving.id, 'not-an-id']) {
      expect((await call('DELETE', `/role/${counselorRole}?handOverTo=${wrong}`, admin)).statusCode).toBe(400);
    }
    const kept = (await call('GET', `/super-admin/employee/${leaving.id}`, admin)).json().data.roles;
    expect(kept.map((r: { role: string }) => r.role).sort()).toEqual(['Counselor', 'admin Officer']);
    expect((await call('DELETE', `/role/${counselorRole}?handOverTo=${counselor.id}`, receptionist)).statusCode).toBe(
      403,
    );

    const done = await call('DELETE', `/role/${counselorRole}?handOverTo=${counselor.id}`, admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.roles.map((r: { role: string }) => r.role)).toEqual(['admin Officer']);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].counselor.id).toBe(counselor.id);
    const { rows } = await db.execute<{ after: { studentsHandedOverTo: string }; events: number }>(sql`
      select a.after, (select count(*)::int from student_events e join students s on s.id = e.student_id
          where s.student_id = ${student.studentId} and e.kind = 'counselor-changed') as events
      from audit_events a where a.record_id = ${leaving.id} and a.action = 'role-removed'`);
    expect(rows).toEqual([
      {
        after: { roles: ['admin Officer'], studentsHandedOverTo: `Heir Counselor (${counselor.employeeId})` },
        events: 1,
      },
    ]);

    // Without students at its own desk, a role goes as any other: the counselled students are not the officer's.
    const idle = await makeEmployee(db, ['Counselor', 'receptionist']);
    const idleCounselor = (await rolesOf(idle)).find((r) => r.role === 'Counselor')?._id;
    expect((await call('DELETE', `/role/${idleCounselor}`, admin)).statusCode).toBe(200);
    const officer = await makeEmployee(db, ['admin Officer', 'Counselor']);
    await registerStudent(app, receptionist.cookie, studentInput(officer.id));
    const officerOnly = (await rolesOf(officer)).find((r) => r.role === 'admin Officer')?._id;
    expect((await call('DELETE', `/role/${officerOnly}`, admin)).statusCode).toBe(200);
  });

  it('gives the heir the open tasks about the students handed over; done ones, none’s and others’ stay', async () => {
    const leaving = await makeEmployee(db, ['Counselor', 'admin Officer', 'Hr']);
    const counselled = await registerStudent(app, receptionist.cookie, studentInput(leaving.id));
    const applying = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const assigned = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${applying._id}/${leaving.id}`,
      counselor,
      {},
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const give = async (title: string, studentId?: number) => {
      const given = await call('POST', '/tasks', admin, {
        title,
        dueAt: inMinutes(60),
        assigneeId: leaving.id,
        studentId,
      });
      expect(given.statusCode, given.body).toBe(201);
      return given.json().data._id as string;
    };
    const open = await give('Call about the offer', counselled.studentId);
    const done = await give('Send the receipt', counselled.studentId);
    const none = await give('Fill in the rota');
    const notMoved = await give('Check the transcript', applying.studentId);
    expect((await call('PATCH', `/tasks/${done}`, admin, { done: true })).statusCode).toBe(200);
    await db.execute(sql`update tasks set reminded_at = now() where assignee_id = ${leaving.id}`);
    const step = await call('PUT', `/student/${counselled.studentId}/next-action`, admin, { dueAt: inMinutes(30) });
    expect(step.statusCode, step.body).toBe(200);
    await db.execute(sql`update next_actions set reminded_at = now() where student_id = ${counselled._id}`);

    const counselorRole = (await rolesOf(leaving)).find((r) => r.role === 'Counselor')?._id;
    const taken = await call('DELETE', `/role/${counselorRole}?handOverTo=${counselor.id}`, admin);
    expect(taken.statusCode, taken.body).toBe(200);
    const { rows } = await db.execute<{ id: string; assignee: string; reminded: boolean }>(sql`select id,
        assignee_id as assignee, reminded_at is not null as reminded
      from tasks where id in (${open}, ${done}, ${none}, ${notMoved})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.assignee, r.reminded]]))).toEqual({
      // reminded anew: the heir has not been told of it yet
      [open]: [counselor.id, false],
      [done]: [leaving.id, true],
      [none]: [leaving.id, true],
      [notMoved]: [leaving.id, true],
    });
    // and so is the next step the heir now keeps
    const { rows: steps } = await db.execute<{ reminded: boolean }>(
      sql`select reminded_at is not null as reminded from next_actions where student_id = ${counselled._id}`,
    );
    expect(steps).toEqual([{ reminded: false }]);
  });

  it('keeps the tasks about a student the one leaving a desk still holds at another', async () => {
    const leaving = await makeEmployee(db, ['Counselor', 'admin Officer']);
    const filing = await registerStudent(app, receptionist.cookie, studentInput(leaving.id));
    const counselled = await registerStudent(app, receptionist.cookie, studentInput(leaving.id));
    // they counsel both, and file the applications of one of them too
    const assigned = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${filing._id}/${leaving.id}`,
      leaving,
      {},
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, student_id)
      select 'About ' || student_id, now(), ${leaving.id}::uuid, ${admin.id}::uuid, id from students
      where student_id in (${filing.studentId}, ${counselled.studentId})`);

    const counselorRole = (await rolesOf(leaving)).find((r) => r.role === 'Counselor')?._id;
    const taken = await call('DELETE', `/role/${counselorRole}?handOverTo=${counselor.id}`, admin);
    expect(taken.statusCode, taken.body).toBe(200);
    const { rows } = await db.execute<{ studentId: number; counselor: string; task: string }>(sql`
      select s.student_id as "studentId", s.counselor_id as counselor,
        (select t.assignee_id from tasks t where t.student_id = s.id) as task
      from students s where s.student_id in (${filing.studentId}, ${counselled.studentId}) order by s.student_id`);
    expect(rows).toEqual([
      { studentId: filing.studentId, counselor: counselor.id, task: leaving.id },
      { studentId: counselled.studentId, counselor: counselor.id, task: counselor.id },
    ]);
  });

  it('hands an officer’s students and a visa member’s files in progress to the colleagues chosen, naming each missing', async () => {
    const leaving = await makeEmployee(db, ['admin Officer', 'Admin Office Visa Section']);
    const officer = await makeEmployee(db, ['admin Officer']);
    const member = await makeEmployee(db, ['Admin Office Visa Section']);
    const applying = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const deciding = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const decided = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    await db.execute(
      sql`update students set status = 'application-processing' where student_id = ${applying.studentId}`,
    );
    await db.execute(sql`insert into student_applicants (student_id, applicant_id)
      select id, ${leaving.id}::uuid from students where student_id = ${applying.studentId}`);
    await db.execute(sql`insert into university_applications (student_id, applicant_id, university_name, subject,
        country, intake, visa_team_id, visa_status)
      select id, ${officer.id}::uuid, 'Univ ' || student_id, 'Law', 'UK', 'September', ${leaving.id}::uuid,
        (case when student_id = ${decided.studentId} then 'success' else 'visa-processing' end)::student_status
      from students where student_id in (${deciding.studentId}, ${decided.studentId})`);
    await db.execute(sql`update students set status = 'visa-processing' where student_id = ${deciding.studentId}`);
    // A task of the leaving one's about each: it follows the student where the student moves, and stays otherwise.
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, student_id)
      select 'About ' || student_id, now(), ${leaving.id}::uuid, ${admin.id}::uuid, id from students
      where student_id in (${applying.studentId}, ${deciding.studentId}, ${decided.studentId})`);

    const visaRole = (await rolesOf(leaving)).find((r) => r.role === 'Admin Office Visa Section')?._id;
    const onlyVisa = await call('DELETE', `/role/${visaRole}`, admin);
    expect(onlyVisa.json().error.fields).toEqual({ visaTo: 'Choose an active visa section member' });
    const none = await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, { handOverTo: member.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      message:
        'Choose the admin Officer who takes over their student for applications and the visa section member who ' +
        'takes over their visa file in progress.',
      fields: { applicationsTo: 'Choose an active admin Officer', visaTo: 'Choose an active visa section member' },
    });
    const crossed = { applicationsTo: member.id, visaTo: officer.id };
    expect((await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, crossed)).statusCode).toBe(400);

    const done = await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {
      applicationsTo: officer.id,
      visaTo: member.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    const { rows } = await db.execute<{
      studentId: number;
      keeper: string;
      applicant: string | null;
      visa: string;
      task: string;
    }>(sql`
      select s.student_id as "studentId", s.keeper_id as keeper,
        (select a.applicant_id from student_applicants a where a.student_id = s.id and a.current) as applicant,
        (select u.visa_team_id from university_applications u where u.student_id = s.id) as visa,
        (select t.assignee_id from tasks t where t.student_id = s.id) as task
      from students s where s.student_id in (${applying.studentId}, ${deciding.studentId}, ${decided.studentId})
      order by s.student_id`);
    expect(rows).toEqual([
      { studentId: applying.studentId, keeper: officer.id, applicant: officer.id, visa: null, task: officer.id },
      { studentId: deciding.studentId, keeper: member.id, applicant: null, visa: member.id, task: member.id },
      // A decided file keeps who decided it.
      { studentId: decided.studentId, keeper: counselor.id, applicant: null, visa: leaving.id, task: leaving.id },
    ]);
    const trail = await db.execute<{ action: string; after: Record<string, string> }>(sql`select action, after
      from audit_events where record_id = ${leaving.id} and action = 'deactivated'`);
    expect(trail.rows[0]?.after).toEqual({
      active: false,
      applicationsHandedOverTo: `${officer.name} (${officer.employeeId})`,
      visaFilesHandedOverTo: `${member.name} (${member.employeeId})`,
    });
    // Each heir is told what they took over, under their own work's notifications; the one leaving is told nothing.
    const told = await db.execute<{ recipient: string; for: string; message: string }>(sql`select
        recipient_id as recipient, "for", message from notifications
      where recipient_id in (${officer.id}, ${member.id}, ${leaving.id}) order by "for"`);
    const from = `${leaving.name} (${leaving.employeeId})`;
    expect(told.rows).toEqual([
      {
        recipient: officer.id,
        for: 'application',
        message: `1 student of ${from} was handed over to you for applications by ${admin.name}.`,
      },
      {
        recipient: member.id,
        for: 'visa',
        message: `1 visa file in progress of ${from} was handed over to you by ${admin.name}.`,
      },
    ]);
  });
});
