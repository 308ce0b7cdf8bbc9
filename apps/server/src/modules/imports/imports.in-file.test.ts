import { IMPORT_FIELD_KEYS } from '@studydesk/shared/imports';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/files.ts';
import { eventually, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { students } from '../../db/schema.ts';

const { app, db } = await testApp({}, { withJobs: true });
const admin = await makeEmployee(db, ['Super Admin']);
const counselor = await makeEmployee(db, ['Counselor']);

const upload = (name: string, content: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { cookie: admin.cookie },
    payload: multipart({}, { name, content }),
  });
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/imports${url}`, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
const statusOf = async (id: string) => (await call('GET', `/${id}`)).json().data.status as string;

describe('import, within one file', () => {
  it('marks a row repeating an earlier row’s phone or e-mail as its duplicate, and the run skips it', async () => {
    const created = (
      await upload(
        'twice.csv',
        csv([
          ['Name', 'Phone', 'E-mail'],
          ['First Phone', '01711561001', 'first@example.com'],
          ['Again Phone', '+880 1711-561001', ''],
          ['Other Mail', '01711561002', 'Same@Example.com'],
          ['Again Mail', '01711561003', 'same@example.com'],
        ]),
      )
    ).json().data;
    const settings = { mapping: ['fullName', 'phoneNumber', 'email'], counselor: counselor.id, duplicates: 'skip' };
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview.map((r: { verdict: string }) => r.verdict)).toEqual(['ok', 'duplicate', 'ok', 'duplicate']);
    expect(preview[1].match).toMatchObject({
      studentId: null,
      fullName: 'First Phone',
      reason: 'Same phone number as row 2 of this file',
    });
    expect(preview[3].match).toMatchObject({ fullName: 'Other Mail', reason: 'Same e-mail as row 4 of this file' });
    await call('POST', `/${created._id}/run`, settings);
    await eventually(async () => (await statusOf(created._id)) === 'done', 'the import');
    expect((await call('GET', `/${created._id}`)).json().data).toMatchObject({ created: 2, skipped: 2 });
  });

  it('fills, when asked, the student an earlier row of the file made', async () => {
    const created = (
      await upload(
        'fill.csv',
        csv([
          ['Name', 'Phone', 'E-mail'],
          ['Filled Later', '01711561401', ''],
          ['Filled Later', '+880 1711-561401', 'filled@example.com'],
        ]),
      )
    ).json().data;
    const settings = { mapping: ['fullName', 'phoneNumber', 'email'], counselor: counselor.id, duplicates: 'fill' };
    await call('POST', `/${created._id}/run`, settings);
    await eventually(async () => (await statusOf(created._id)) === 'done', 'the import');
    expect((await call('GET', `/${created._id}`)).json().data).toMatchObject({ created: 1, filled: 1 });
    const made = await db.select({ email: students.email }).from(students).where(eq(students.importId, created._id));
    expect(made).toEqual([{ email: 'filled@example.com' }]);
  });

  it('reads a date of birth a formula makes, naming only the first problem of one that is no date', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['Name', 'Phone', 'Date of birth']);
    sheet.addRow(['Born Formula', '01711561101', { formula: 'DATE(2001,11,24)', result: 37219 }]);
    sheet.addRow(['Born Number', '01711561102', 37219]);
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    const created = (await upload('dates.xlsx', Buffer.from(await book.xlsx.writeBuffer()))).json().data;
    const settings = { mapping: ['fullName', 'phoneNumber', 'dob'], counselor: counselor.id, duplicates: 'skip' };
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview.map((r: { problems: string[] }) => r.problems)).toEqual([
      [],
      ['Date of birth: Enter a real date, as YYYY-MM-DD (37219)'],
    ]);
  });

  it('refuses a CSV not saved as UTF-8, UTF-16 text and an old or protected workbook, saying how to save it', async () => {
    const early = await upload('early.csv', Buffer.from('Name,Phone\r\nJos\xe9 P\xe9rez,01711561301\r\n', 'latin1'));
    const late = Buffer.concat([
      csv([['Name', 'Phone'], ...Array.from({ length: 500 }, (_, i) => [`Row ${i}`, `0171156${i}`])]),
      Buffer.from('\r\nJos\xe9,01711561302\r\n', 'latin1'),
    ]);
    for (const refused of [early, await upload('late.csv', late)]) {
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error.message).toMatch(/CSV UTF-8/);
    }
    const utf16 = await upload('u.csv', Buffer.from('\ufeffName,Phone\r\n', 'utf16le'));
    expect(utf16.json().error.message).toMatch(/UTF-16/);
    const xls = await upload('old.xls', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]));
    expect(xls.statusCode).toBe(415);
    expect(xls.json().error.message).toMatch(/old Excel workbook \(.xls\) or one protected with a password/);
  });

  it('writes the undo of an import in the audit trail, as a delete does', async () => {
    const created = (
      await upload(
        'undo.csv',
        csv([
          ['Name', 'Phone'],
          ['Undone Audit', '01711561201'],
        ]),
      )
    ).json().data;
    await call('POST', `/${created._id}/run`, {
      mapping: ['fullName', 'phoneNumber'],
      counselor: counselor.id,
      duplicates: 'skip',
    });
    await eventually(async () => (await statusOf(created._id)) === 'done', 'the import');
    await call('POST', `/${created._id}/undo`);
    await eventually(async () => (await statusOf(created._id)) === 'undone', 'the undo');
    const [student] = await db
      .select()
      .from(students)
      .where(and(eq(students.importId, created._id)));
    expect(student?.archivedAt).not.toBeNull();
    const { rows } = await db.execute<{ action: string; actor: string; after: { removedFrom: string } }>(sql`
      select action, actor_id as actor, after from audit_events where record_id = ${student?.id}`);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'archived',
        actor: admin.id,
        after: expect.objectContaining({ archived: true, removedFrom: `${counselor.name} (${counselor.employeeId})` }),
      }),
    ]);
    expect(await db.$count(students, and(eq(students.importId, created._id), isNull(students.archivedAt)))).toBe(0);
  });
});

describe('import, the language of messages', () => {
  it('gives each new student the language its cell names, names one it does not know, and leaves a found one’s', async () => {
    const found = await registerStudent(app, admin.cookie, studentInput(counselor.id, { phoneNumber: '01711562009' }));
    const created = (
      await upload(
        'languages.csv',
        csv([
          ['Name', 'Phone', 'Language'],
          ['Reads Bangla', '01711562001', 'Bangla'],
          ['Reads Bengali', '01711562002', 'বাংলা'],
          ['Reads English', '01711562003', ' english '],
          ['Reads Office', '01711562004', ''],
          ['Reads French', '01711562005', 'French'],
          ['Reads Nothing', '01711562006', 'constructor'],
          ['Found Already', '01711562009', 'bn'],
        ]),
      )
    ).json().data;
    expect(created.guesses).toEqual(['fullName', 'phoneNumber', 'messageLanguage']);
    const settings = { mapping: created.guesses, counselor: counselor.id, duplicates: 'fill' };
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview[4].problems).toEqual(['Messages in: write English or Bangla (French)']);
    expect(preview[5].problems).toEqual(['Messages in: write English or Bangla (constructor)']);
    await call('POST', `/${created._id}/run`, settings);
    await eventually(async () => (await statusOf(created._id)) === 'done', 'the import');
    expect((await call('GET', `/${created._id}`)).json().data).toMatchObject({ created: 4, rejected: 2 });
    const made = await db
      .select({ fullName: students.fullName, language: students.messageLanguage })
      .from(students)
      .where(eq(students.importId, created._id));
    expect(Object.fromEntries(made.map((m) => [m.fullName, m.language]))).toEqual({
      'Reads Bangla': 'bn',
      'Reads Bengali': 'bn',
      'Reads English': 'en',
      'Reads Office': null,
    });
    const [kept] = await db.select().from(students).where(eq(students.id, found._id));
    expect(kept?.messageLanguage).toBeNull();
  });

  it('does not guess a column headed "Language" that holds no language to be "Messages in"', async () => {
    const created = (
      await upload(
        'english-tests.csv',
        csv([
          ['Name', 'Phone', 'Language', 'Preferred language'],
          ['Took IELTS', '01711563001', 'IELTS 6.5', ''],
          ['Took Duolingo', '01711563002', 'Duolingo 110', 'Bangla'],
          ['Took None', '01711563003', '', ''],
        ]),
      )
    ).json().data;
    // the next column headed for the field, whose cells do name a language, is guessed instead
    expect(created.guesses).toEqual(['fullName', 'phoneNumber', null, 'messageLanguage']);
    const settings = { mapping: created.guesses, counselor: counselor.id, duplicates: 'skip' };
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview.map((row: { problems: string[] }) => row.problems)).toEqual([[], [], []]);
  });
});

describe('import, the sample spreadsheet', () => {
  it('has a column for every field, each guessed from its header, and an example student the preview takes', async () => {
    const sample = await app.inject({
      method: 'GET',
      url: '/api/v1/imports/sample',
      headers: { cookie: admin.cookie },
    });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-disposition']).toMatch(/students-to-import\.xlsx/);
    const created = (await upload('students-to-import.xlsx', sample.rawPayload)).json().data;
    expect(created.guesses).toEqual(IMPORT_FIELD_KEYS);
    // the language written as the students' export writes it
    expect(created.sample[0][IMPORT_FIELD_KEYS.indexOf('messageLanguage')]).toBe('বাংলা');
    const settings = { mapping: created.guesses, counselor: counselor.id, duplicates: 'skip' };
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview).toEqual([expect.objectContaining({ row: 2, verdict: 'ok', problems: [] })]);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/imports/sample',
      headers: { cookie: counselor.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
