// The students downloaded as a spreadsheet: one employee's filtered list, everything for Super Admin, and one day
// for the arrivals screen. How the spreadsheet itself is written: students.export.test.ts.

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentsTestApp } from './students.fixtures.ts';

const { app, db, admin, receptionist, counselor, otherCounselor, get } = await studentsTestApp();

/**
 * The office's day the downloads read: nineteen students registered today at both counselors' desks, and the one the
 * first test adds (everything is more than twenty rows with the heading).
 */
beforeAll(async () => {
  for (let n = 0; n < 19; n++) {
    await registerStudent(app, receptionist.cookie, studentInput(n % 2 ? counselor.id : otherCounselor.id));
  }
});

describe('exports', () => {
  async function readXlsx(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('downloads the filtered rows as data.xlsx, with formulas kept as text', async () => {
    await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: '=HYPERLINK("http://evil","x")' }),
    );
    const response = await get(`/utilities/download-leads/${counselor.employeeId}?fullName=hyperlink`, counselor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="data.xlsx"');
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual([
      'StudentId',
      'Name',
      'Phone Number',
      'Email',
      'Street',
      'City',
      'Country',
      'Messages in',
      'Status',
      'Counselor',
      'Created',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe('=HYPERLINK("http://evil","x")');
    expect(typeof rows[1]?.[1]).toBe('string');
    expect((await get(`/utilities/download-leads/${otherCounselor.employeeId}`, counselor)).statusCode).toBe(403);
  });

  it('downloads everything for Super Admin, and a day for the arrivals screen', async () => {
    const all = await readXlsx((await get('/utilities/download-leads', admin)).rawPayload);
    expect(all.length).toBeGreaterThan(20);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const day = await app.inject({
      method: 'POST',
      url: '/api/v1/utilities/download-specific-date',
      headers: { cookie: admin.cookie },
      payload: { date: today },
    });
    expect((await readXlsx(day.rawPayload)).length).toBe(all.length);
    const none = await app.inject({
      method: 'POST',
      url: '/api/v1/utilities/download-specific-date',
      headers: { cookie: admin.cookie },
      payload: { date: '2001-01-01' },
    });
    expect(await readXlsx(none.rawPayload)).toHaveLength(1);
  });

  it('takes the office’s day of the list it is sent, not its UTC day', async () => {
    const early = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Early Bird' }),
    );
    // 05:30 in Dhaka on 10 March is still 9 March in UTC
    await db.execute(sql`update students set created_at = '2025-03-09T23:30:00Z' where id = ${early._id}`);
    const day = await app.inject({
      method: 'POST',
      url: '/api/v1/utilities/download-specific-date',
      headers: { cookie: admin.cookie },
      payload: [{ createdAt: '2025-03-09T23:30:00.000Z' }],
    });
    expect(day.statusCode).toBe(200);
    expect((await readXlsx(day.rawPayload)).map((row) => row[1])).toEqual(['Name', 'Early Bird']);
    const notAMoment = await app.inject({
      method: 'POST',
      url: '/api/v1/utilities/download-specific-date',
      headers: { cookie: admin.cookie },
      payload: [{ createdAt: '2025-03-09Tnonsense' }],
    });
    expect(notAMoment.statusCode).toBe(400);
  });
});
