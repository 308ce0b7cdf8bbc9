import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
let otherOfficer: TestEmployee;
/** The officer's students by short name, with the days since they were assigned. */
const queued: Record<string, { _id: string; studentId: number; fullName: string }> = {};

const call = (url: string, who: TestEmployee) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: who.cookie } });
const names = async (query: string, who = officer) => {
  const response = await call(`/admin-officer/queue/${officer.employeeId}?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((r: { fullName: string }) => r.fullName.split(' ')[0]);
};

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  const receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer']);
  otherOfficer = await makeEmployee(db, ['admin Officer']);
  const files: [string, string, number, { universityName: string; intake: string; status?: string }[]][] = [
    ['Amina', '+880 1911 777111', 9, [{ universityName: 'University of Leeds', intake: 'Sep 2027' }]],
    [
      'Bilal',
      '+880 1911 777222',
      2,
      [
        { universityName: 'University of Leeds', intake: 'Jan 2027' },
        { universityName: 'Monash University', intake: 'Feb 2027', status: 'offer received' },
      ],
    ],
    ['Chandni', '+880 1911 777333', 5, []],
    ['Dipu', '+880 1911 777444', 0, [{ universityName: 'University of Toronto', intake: 'Sep 2027' }]],
  ];
  for (const [name, phone, days, applications] of files) {
    const input = studentInput(counselor.id, { fullName: `${name} Queue`, phoneNumber: phone });
    const student = await registerStudent(app, receptionist.cookie, input);
    queued[name] = student;
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/counselor/assign-student-to-applicant/${student._id}/${officer.id}`,
      headers: { cookie: counselor.cookie },
      payload: {},
    });
    for (const application of applications) {
      const filed = await app.inject({
        method: 'POST',
        url: `/api/v1/applicant/university-upload/${student.studentId}/${counselor.employeeId}/${officer.employeeId}`,
        headers: { cookie: officer.cookie },
        payload: { subject: 'MSc', country: 'Anywhere', ...application },
      });
      expect(filed.statusCode, filed.body).toBe(201);
    }
    await db.execute(
      sql`update student_applicants set assigned_at = now() - make_interval(days => ${days}) where student_id = ${student._id}`,
    );
  }
  // Someone else's student never shows.
  const other = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Zed Other' }));
  await app.inject({
    method: 'PATCH',
    url: `/api/v1/counselor/assign-student-to-applicant/${other._id}/${otherOfficer.id}`,
    headers: { cookie: counselor.cookie },
    payload: {},
  });
});

describe("the officer's queue", () => {
  it('lists the officer’s students, longest waiting first, with the newest application and days waiting', async () => {
    const response = await call(`/admin-officer/queue/${officer.employeeId}`, officer);
    const rows = response.json().data;
    expect(rows.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Amina Queue',
      'Chandni Queue',
      'Bilal Queue',
      'Dipu Queue',
    ]);
    expect(rows[2]).toMatchObject({
      university: 'Monash University',
      intake: 'Feb 2027',
      applicationStatus: 'offer received',
      applications: 2,
      daysWaiting: 2,
      status: 'application-processing',
      counselorId: counselor.employeeId,
    });
    expect(rows[1]).toMatchObject({ university: null, applicationStatus: null, applications: 0 });
    expect(response.json().page).toEqual({ number: 1, size: 10, hasNext: false });
  });

  it('searches by name, student ID and phone number', async () => {
    expect(await names('q=chand')).toEqual(['Chandni']);
    expect(await names(`q=${queued.Dipu?.studentId}`)).toEqual(['Dipu']);
    expect(await names('q=777222')).toEqual(['Bilal']);
    expect(await names('q=%2B880 1911 777111')).toEqual(['Amina']);
    expect(await names('q=zed')).toEqual([]);
    expect(await names('q=%25')).toEqual([]);
  });

  it('filters by application status, intake and university', async () => {
    expect(await names('applicationStatus=offer%20received')).toEqual(['Bilal']);
    expect(await names('applicationStatus=none')).toEqual(['Chandni']);
    expect(await names('intake=Sep%202027')).toEqual(['Amina', 'Dipu']);
    expect(await names('university=University%20of%20Leeds')).toEqual(['Amina']);
    expect(await names('university=University%20of%20Leeds&intake=Jan%202027')).toEqual([]);
    expect(await names('status=visa-processing')).toEqual([]);
    const options = async (query = '') =>
      (await call(`/admin-officer/queue/${officer.employeeId}/options${query}`, officer)).json().data;
    const all = {
      universities: ['Monash University', 'University of Leeds', 'University of Toronto'],
      intakes: ['Feb 2027', 'Sep 2027'],
    };
    expect(await options()).toEqual(all);
    // A tab's filters offer only what its students' applications have.
    expect(await options('?status=application-processing')).toEqual(all);
    expect(await options('?status=visa-processing&status=success')).toEqual({ universities: [], intakes: [] });
    expect((await call(`/admin-officer/queue/${officer.employeeId}/options?status=lost`, officer)).statusCode).toBe(
      400,
    );
  });

  it('sorts by each column both ways and pages on the server', async () => {
    expect(await names('sort=daysWaiting&order=asc')).toEqual(['Dipu', 'Bilal', 'Chandni', 'Amina']);
    expect(await names('sort=name&order=asc')).toEqual(['Amina', 'Bilal', 'Chandni', 'Dipu']);
    expect(await names('sort=university&order=asc')).toEqual(['Bilal', 'Amina', 'Dipu', 'Chandni']);
    expect(await names('sort=university&order=desc')).toEqual(['Dipu', 'Amina', 'Bilal', 'Chandni']);
    expect(await names('sort=studentId&order=desc')).toEqual(['Dipu', 'Chandni', 'Bilal', 'Amina']);
    const byStatus = await names('sort=applicationStatus&order=asc');
    expect(byStatus.slice(0, 2).sort()).toEqual(['Amina', 'Dipu']);
    expect(byStatus.slice(2)).toEqual(['Bilal', 'Chandni']);
    const first = await call(`/admin-officer/queue/${officer.employeeId}?sort=name&order=asc&pageSize=3`, officer);
    expect(first.json().page.hasNext).toBe(true);
    expect(await names('sort=name&order=asc&pageSize=3&page=2')).toEqual(['Dipu']);
  });

  it('refuses bad input and other people’s queues', async () => {
    for (const query of ['sort=salary', 'order=up', 'applicationStatus=lost', 'pageSize=500', `q=${'x'.repeat(121)}`]) {
      const response = await call(`/admin-officer/queue/${officer.employeeId}?${query}`, officer);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    const other = await call(`/admin-officer/queue/${officer.employeeId}`, otherOfficer);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Queue');
    expect((await call(`/admin-officer/queue/${officer.employeeId}/download`, otherOfficer)).statusCode).toBe(403);
    expect((await call(`/admin-officer/queue/${officer.employeeId}`, counselor)).statusCode).toBe(403);
    expect(await names('', admin)).toHaveLength(4);
    expect((await call('/admin-officer/queue/NOBODY', admin)).statusCode).toBe(404);
  });

  it('downloads the filtered queue as data.xlsx, in the chosen order', async () => {
    const response = await call(
      `/admin-officer/queue/${officer.employeeId}/download?intake=Sep%202027&sort=name&order=desc`,
      officer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="data.xlsx"');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    expect(sheet).toContain('Days waiting');
    expect(sheet.indexOf('Dipu Queue')).toBeGreaterThan(0);
    expect(sheet.indexOf('Dipu Queue')).toBeLessThan(sheet.indexOf('Amina Queue'));
    expect(sheet).not.toContain('Bilal Queue');
  });
});
