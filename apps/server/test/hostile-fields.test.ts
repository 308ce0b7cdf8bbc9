import { errorBodySchema } from '@studydesk/shared/errors';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from './helpers.ts';
import { FRAGMENTS, RUNS } from './hostile.fixtures.ts';
import { studentInput } from './students.ts';

/**
 * Hostile input inside otherwise valid requests: SQL, script and odd text in a student's fields is stored and
 * answered exactly as written, names that start like a spreadsheet formula are exported as text, and the inputs
 * that once answered 500 (impossible dates, ids past the integer limit, deeply nested JSON, lone surrogates, an
 * empty PATCH) are 400s naming the field. Every declared route's malformed input is in hostile-routes.test.ts.
 */
const { app, db, pool } = await testApp({ ENQUIRY_RATE_LIMIT: '1000000' });
const admin = await makeEmployee(db, ['Super Admin']);

describe('hostile text in otherwise valid fields', () => {
  it('is stored and answered exactly as written, never run as SQL', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    const text = fc.oneof(
      fc.constantFrom(...FRAGMENTS.filter((f) => f.trim() && !f.includes('\u0000'))),
      fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0 && !s.includes('\u0000')),
    );
    let stored = 0;
    let advisedStored = 0;
    await fc.assert(
      fc.asyncProperty(text, text, async (fullName, advices) => {
        const created = await app.inject({
          method: 'POST',
          url: '/api/v1/receptionist/add-student',
          headers: { cookie: admin.cookie },
          payload: studentInput(counselor.id, { fullName }),
        });
        const label = `${JSON.stringify(fullName)} -> ${created.statusCode} ${created.body.slice(0, 300)}`;
        expect([201, 400, 409], label).toContain(created.statusCode);
        if (created.statusCode !== 201) return;
        stored += 1;
        const { studentId } = created.json().data;
        const advised = await app.inject({
          method: 'PUT',
          url: `/api/v1/student/${studentId}/advices`,
          headers: { cookie: admin.cookie },
          payload: { advices },
        });
        expect(advised.statusCode, advised.body).toBeLessThan(500);
        const read = await app.inject({
          method: 'GET',
          url: `/api/v1/student/${studentId}`,
          headers: { cookie: admin.cookie },
        });
        const student = read.json().data[0];
        expect(student.fullName, label).toBe(fullName.trim());
        if (advised.statusCode !== 200) return;
        advisedStored += 1;
        expect(student.advices, label).toBe(advices.trim());
      }),
      { numRuns: RUNS * 2 },
    );
    expect(stored).toBeGreaterThan(0);
    expect(advisedStored).toBeGreaterThan(0);
    // the tables the fragments named are all still there
    const { rows } = await pool.query(`select count(*)::int as n from students`);
    expect(rows[0].n).toBeGreaterThanOrEqual(stored);
  });
});

describe('spreadsheet formula injection', () => {
  const FORMULAS = [
    '=HYPERLINK("http://evil","x")',
    '+HYPERLINK("http://evil","x")',
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=1+2',
  ];

  it('exports names, streets and cities that start like a formula as text in data.xlsx', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    for (const [i, formula] of FORMULAS.entries()) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/receptionist/add-student',
        headers: { cookie: admin.cookie },
        payload: studentInput(counselor.id, { fullName: formula, street: formula, city: `${formula}${i}` }),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const download = await app.inject({
      method: 'GET',
      url: `/api/v1/utilities/download-leads/${counselor.employeeId}`,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);

    // no formula element anywhere in the sheets, whatever the writer
    const zip = await JSZip.loadAsync(download.rawPayload);
    const sheets = Object.keys(zip.files).filter((name) => /^xl\/worksheets\/.+\.xml$/.test(name));
    expect(sheets.length).toBeGreaterThan(0);
    for (const name of sheets) expect(await zip.file(name)?.async('string')).not.toMatch(/<f[\s>]/);

    // and Excel's own reading: every such cell is a string cell holding exactly what was typed
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const found = new Set<string>();
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => {
        const text = typeof cell.value === 'string' ? cell.value : '';
        const startsLikeFormula = /^[=+\-@]/.test(text);
        expect(cell.formula, String(cell.address)).toBeFalsy();
        expect(cell.type === ExcelJS.ValueType.Formula, String(cell.address)).toBe(false);
        if (startsLikeFormula) found.add(text);
      }),
    );
    for (const [i, formula] of FORMULAS.entries()) {
      expect(found, formula).toContain(formula);
      expect(found, formula).toContain(`${formula}${i}`);
    }
  });
});

describe('the inputs that answered 500 (issue #25, item 11)', () => {
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: string | object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin.cookie, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      payload,
    });
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    ['GET', '/utilities/download-leads?startDate=0000-01-01', 'startDate'],
    ['GET', '/super-admin/filter-leads?endDate=2026-13-01', 'endDate'],
    ['GET', '/super-admin/get-student-list?date=2026-02-30', 'date'],
    ['GET', '/audit?from=2026-02-30', 'from'],
    ['GET', '/audit?to=0000-01-01', 'to'],
  ] as const)('%s %s is a 400 naming the field', async (method, url, field) => {
    const response = await send(method, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('an impossible day in a download is a 400 before the file starts', async () => {
    const response = await send('POST', '/utilities/download-specific-date', { date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('a student id above the integer limit is a 400', async () => {
    const response = await send('POST', '/utilities/restore-student', { studentId: 99_999_999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('studentId');
  });

  it.each(['/auth/login', '/public/enquiry', '/receptionist/add-student'])(
    'JSON nested 8,000 deep to %s is a 400',
    async (url) => {
      const response = await send('POST', url, deep(8000));
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    },
  );

  it('a lone surrogate in a field stored as JSON is a 400 naming it', async () => {
    const body = JSON.stringify({
      name: 'Lone',
      email: 'lone@example.net',
      phone: '+8801712999999',
      education: { qualification: 'HSC \ud800' },
    });
    const response = await send('POST', '/public/enquiry', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('education.qualification');
  });

  it('a PATCH with nothing to change is a 400', async () => {
    const employee = await makeEmployee(db, ['Hr']);
    const response = await send('PATCH', `/super-admin/employee/${employee.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('body');
  });
});
