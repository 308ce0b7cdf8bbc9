// Registering a student and reading students back: one student, a list, the filters and pages, the name suggestions,
// and the counselors the registration form offers.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestEmployee } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentsTestApp } from './students.fixtures.ts';

const { app, db, admin, receptionist, counselor, otherCounselor, officer, get } = await studentsTestApp();

describe('registering a student', () => {
  it('allocates a 5-digit id on the server, sets follow-up and stores the counselor', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/receptionist/add-student',
      headers: { cookie: receptionist.cookie },
      payload: { ...studentInput(counselor.id), studentId: 12, status: 'success' },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.studentId).toBeGreaterThanOrEqual(10000);
    expect(data.studentId).toBeLessThanOrEqual(99999);
    expect(data).toMatchObject({
      status: 'follow-up',
      country: 'Bangladesh',
      advise: false,
      counselor: { id: counselor.id, employee_id: counselor.employeeId, employee_name: 'Nusrat Counselor' },
    });
    expect(data).toHaveProperty('specking', '');
  });

  it('refuses bad input with each field named', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/receptionist/add-student',
      headers: { cookie: receptionist.cookie },
      payload: { fullName: '', email: 'nope', phoneNumber: 'call me', counselor: 'x', city: 'x'.repeat(500) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      fullName: 'Enter the full name',
      email: 'Enter a valid e-mail address',
      phoneNumber: expect.stringContaining('phone number'),
      counselor: 'Choose a counselor',
      city: 'Use at most 100 characters',
    });
    const dates = await app.inject({
      method: 'POST',
      url: '/api/v1/receptionist/add-student',
      headers: { cookie: receptionist.cookie },
      payload: studentInput(counselor.id, { dob: '2999-01-01', testDate: '2001-02-30', probableDate: 'next May' }),
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.fields).toEqual({
      dob: 'A date of birth cannot be after today',
      testDate: 'Enter a real date, as YYYY-MM-DD',
      probableDate: 'Enter a real date, as YYYY-MM-DD',
    });
  });

  it('refuses a counselor who is not a Counselor', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/receptionist/add-student',
      headers: { cookie: receptionist.cookie },
      payload: studentInput(officer.id),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ counselor: 'Choose a counselor from the list' });
  });

  it('says "Student already exists" for the same name and phone, and two at once end with one student', async () => {
    const body = studentInput(counselor.id, { fullName: 'Rahim Uddin', phoneNumber: '01711-000111' });
    const answers = await Promise.all(
      [receptionist, admin, receptionist, admin].map((who) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/receptionist/add-student',
          headers: { cookie: who.cookie },
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.message).toBe('Student already exists');

    const same = await get(
      `/receptionist/student/${encodeURIComponent('rahim uddin')}/${encodeURIComponent('01711 000111')}`,
      receptionist,
    );
    expect(same.json().data).toHaveLength(1);
    const none = await get('/receptionist/student/Nobody/0100', receptionist);
    expect(none.json().data).toEqual([]);
  });

  it('lets only receptionist and Super Admin register', async () => {
    for (const who of [() => counselor, () => officer]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/receptionist/add-student',
        headers: { cookie: who().cookie },
        payload: studentInput(counselor.id),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('reading students', () => {
  let mine: { studentId: number };
  let theirs: { studentId: number };
  beforeAll(async () => {
    mine = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Karim Mine' }));
    theirs = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(otherCounselor.id, { fullName: 'Karim Theirs' }),
    );
  });

  it('shows a Counselor their own student and refuses someone else’s with nothing of it', async () => {
    const own = await get(`/student/${mine.studentId}`, counselor);
    expect(own.statusCode).toBe(200);
    expect(own.json().data[0].fullName).toBe('Karim Mine');
    const other = await get(`/student/${theirs.studentId}`, counselor);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Karim');
    expect((await get(`/student/${theirs.studentId}`, receptionist)).statusCode).toBe(200);
    expect((await get(`/student/${theirs.studentId}`, officer)).statusCode).toBe(403);
    expect((await get('/student/99999999', admin)).statusCode).toBe(404);
    expect((await get('/student/abc', admin)).statusCode).toBe(400);
  });

  it('lists a counselor’s own students only, and refuses another counselor’s list', async () => {
    const own = await get(`/utilities/filter-student-list/${counselor.employeeId}?fullName=karim`, counselor);
    expect(own.json().data.map((s: { fullName: string }) => s.fullName)).toEqual(['Karim Mine']);
    expect((await get(`/utilities/filter-student-list/${otherCounselor.employeeId}`, counselor)).statusCode).toBe(403);
    const byAdmin = await get(`/utilities/filter-student-list/${otherCounselor.employeeId}?fullName=karim`, admin);
    expect(byAdmin.json().data.map((s: { fullName: string }) => s.fullName)).toEqual(['Karim Theirs']);
    const record = await get(`/counselor/${counselor.employeeId}`, counselor);
    expect(record.json().data[0].students.length).toBeGreaterThan(0);
  });

  it('filters by status (repeated), name and dates, pages, and counts the matches', async () => {
    const paging = [];
    for (let i = 0; i < 12; i++) {
      paging.push(
        await registerStudent(
          app,
          receptionist.cookie,
          studentInput(otherCounselor.id, { fullName: `Paging Person ${i}` }),
        ),
      );
    }
    const first = await get('/super-admin/filter-leads?fullName=paging%20person&pageSize=10', admin);
    expect(first.json().data).toHaveLength(10);
    expect(first.json().page).toEqual({ number: 1, size: 10, hasNext: true, total: { count: 12, exact: true } });
    expect(first.json().data[0].fullName).toBe('Paging Person 11');
    const second = await get('/super-admin/filter-leads?fullName=paging%20person&page=2', admin);
    expect(second.json().data).toHaveLength(2);
    expect(second.json().page.hasNext).toBe(false);
    const names = async (sort: string) =>
      (await get(`/super-admin/filter-leads?fullName=paging%20person&sort=${sort}&pageSize=4`, admin))
        .json()
        .data.map((s: { fullName: string }) => s.fullName.replace('Paging Person ', ''));
    expect(await names('oldest')).toEqual(['0', '1', '2', '3']);
    expect(await names('name')).toEqual(['0', '1', '10', '11']);
    expect(await names('name-desc')).toEqual(['9', '8', '7', '6']);
    expect((await get('/super-admin/filter-leads?sort=phone', admin)).json().error.fields).toHaveProperty('sort');

    const byStatus = async (query: string) =>
      (await get(`/super-admin/filter-leads?fullName=paging%20person&${query}`, admin))
        .json()
        .data.map((s: { fullName: string }) => s.fullName);
    expect(await byStatus('status=enrolled&status=success')).toEqual([]);
    for (const [i, status] of [
      [3, 'enrolled'],
      [5, 'success'],
    ] as const) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/v1/student/${paging[i]?.studentId}/status`,
        headers: { cookie: admin.cookie },
        payload: { status },
      });
      expect(moved.json().data.status).toBe(status);
    }
    expect(await byStatus('status=enrolled&status=success')).toEqual(['Paging Person 5', 'Paging Person 3']);
    expect(await byStatus('status=success')).toEqual(['Paging Person 5']);
    const future = await get('/super-admin/filter-leads?startDate=2999-01-01', admin);
    expect(future.json().data).toEqual([]);
    const past = await get('/super-admin/filter-leads?endDate=2000-01-01', admin);
    expect(past.json().data).toEqual([]);
    const bad = await get('/super-admin/filter-leads?startDate=yesterday&status=lost', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['startDate', 'status']);
    expect((await get('/super-admin/filter-leads', counselor)).statusCode).toBe(403);
  });

  it('treats % and _ in a name filter as plain text', async () => {
    expect((await get('/super-admin/filter-leads?fullName=%25', admin)).json().data).toEqual([]);
    expect((await get('/super-admin/filter-leads?fullName=_', admin)).json().data).toEqual([]);
  });

  it('suggests names: prefix matches first, then near misses, own students only for a Counselor', async () => {
    const admins = await get('/super-admin/get-student-suggestion?fullName=kari', admin);
    expect(admins.json().data).toEqual(expect.arrayContaining(['Karim Mine', 'Karim Theirs']));
    const fuzzy = await get('/super-admin/get-student-suggestion?fullName=karin%20mine', admin);
    expect(fuzzy.json().data[0]).toBe('Karim Mine');
    const own = await get(`/utilities/get-student-suggestion/${counselor.employeeId}?fullName=kari`, counselor);
    expect(own.json().data).toEqual(['Karim Mine']);
    // The same statement (written once for its shape) for the other counselor: their own names.
    const theirs = await get(
      `/utilities/get-student-suggestion/${otherCounselor.employeeId}?fullName=kari`,
      otherCounselor,
    );
    expect(theirs.json().data).toEqual(['Karim Theirs']);
    expect((await get('/super-admin/get-student-suggestion?fullName=', admin)).json().data).toEqual([]);
  });

  it('lists the arrivals of a day', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const arrivals = await get(`/super-admin/get-student-list?date=${today}&pageSize=100`, admin);
    expect(arrivals.json().data.length).toBeGreaterThan(10);
    expect((await get('/super-admin/get-student-list?date=2001-01-01', admin)).json().data).toEqual([]);
    expect((await get(`/super-admin/get-student-list?date=${today}`, receptionist)).statusCode).toBe(200);
  });
});

describe('counselor options', () => {
  it('lists active Counselors for the form', async () => {
    const response = await get('/employees/counselors', receptionist);
    expect(response.json().data).toEqual(
      expect.arrayContaining([{ _id: counselor.id, employee_id: counselor.employeeId, name: counselor.name }]),
    );
    expect(response.json().data.every((c: { _id: string }) => c._id !== officer.id)).toBe(true);
    expect((await get('/employees/counselors', counselor)).statusCode).toBe(403);
  });
});

describe('misspelt-name suggestions', () => {
  it('find live names only, spelt as registered, and a Counselor only their own', async () => {
    const mine = await registerStudent(app, receptionist.cookie, {
      ...studentInput(counselor.id),
      fullName: 'Zubayer Quasem',
    });
    await registerStudent(app, receptionist.cookie, { ...studentInput(otherCounselor.id), fullName: 'Zubayer Quasim' });
    const near = async (who: TestEmployee, url: string) =>
      (await get(`${url}?fullName=zubayr%20quasem`, who)).json().data;
    expect(await near(admin, '/super-admin/get-student-suggestion')).toEqual(['Zubayer Quasem', 'Zubayer Quasim']);
    expect(await near(counselor, `/utilities/get-student-suggestion/${counselor.employeeId}`)).toEqual([
      'Zubayer Quasem',
    ]);
    expect(await near(otherCounselor, `/utilities/get-student-suggestion/${otherCounselor.employeeId}`)).toEqual([
      'Zubayer Quasim',
    ]);
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/super-admin/delete-student/${mine.studentId}/${admin.employeeId}`,
      headers: { cookie: admin.cookie },
    });
    expect(await near(admin, '/super-admin/get-student-suggestion')).toEqual(['Zubayer Quasim']);
    // The trigger-kept names equal a real count of the live students' names.
    const kept = sql`select name, n from student_names where n > 0`;
    const real = sql`select lower(full_name), count(*)::int from students where archived_at is null group by 1`;
    const { rows } = await db.execute(sql`(${kept} except ${real}) union all (${real} except ${kept})`);
    expect(rows).toEqual([]);
  });
});
