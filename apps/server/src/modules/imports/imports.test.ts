import { studentDetailsSchema } from '@studydesk/shared/students';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { lockWaits, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { imports } from '../../db/schema/imports.ts';
import { notifications, students } from '../../db/schema.ts';
import { IMPORT_JOB } from './imports.jobs.ts';
import { dayOfCell, planRows } from './imports.rows.ts';

const { app, db, pool, jobs } = await testApp({ UPLOAD_LIMIT_MB: '1' }, { withJobs: true });
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const other = await makeEmployee(db, ['Counselor']);

const upload = (name: string, content: Buffer, cookie = admin.cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { cookie },
    payload: multipart({}, { name, content }),
  });
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  app.inject({ method, url: `/api/v1/imports${url}`, headers: { cookie }, ...(payload && { payload }) });

/** A zip holding one file: what file-type calls a zip, yet no workbook. */
function zipOf(name: string, text: string) {
  const zip = new JSZip();
  zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer' });
}
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
const HEADER = ['Student Name', 'Mobile', 'E-mail', 'Destination', 'Notes'];
const MAPPING = ['fullName', 'phoneNumber', 'email', 'chosenCountryName', null];

async function finished(importId: string, until: string[] = ['done', 'undone']) {
  for (let i = 0; i < 120; i++) {
    const { data } = (await call('GET', `/${importId}`)).json();
    // A failure not waited for says why, where a comparison of the import's fields would only say it failed.
    if (data.status === 'failed' && !until.includes('failed')) throw new Error(`the import failed: ${data.error}`);
    if (until.includes(data.status)) return data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the import did not finish');
}

describe('import', () => {
  it('guesses the columns, previews, imports, reports the rejected rows and is undone', async () => {
    const existing = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(other.id, { phoneNumber: '01711-555001', email: 'old@example.com', chosenCountryName: '' }),
    );
    const uploaded = await upload(
      'students.csv',
      csv([
        HEADER,
        ['Rahim Uddin', '01711 555 100', 'rahim@example.com', 'UK', 'met at a fair'],
        ['Karim Ahmed', '+880 1711-555101', '', 'Canada', ''],
        ['', '01711555102', 'noname@example.com', '', ''],
        ['Bad Phone', 'call me', '', '', ''],
        ['Same Person', '8801711555001', 'other@example.com', 'Australia', ''],
      ]),
    );
    expect(uploaded.statusCode).toBe(201);
    const created = uploaded.json().data;
    expect(created.columns).toEqual(HEADER);
    expect(created.guesses).toEqual(MAPPING);
    expect(created.sample[0]).toEqual(['Rahim Uddin', '01711 555 100', 'rahim@example.com', 'UK', 'met at a fair']);

    const settings = { mapping: MAPPING, counselor: counselor.id, duplicates: 'skip' };
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview.map((r: { verdict: string }) => r.verdict)).toEqual(['ok', 'ok', 'error', 'error', 'duplicate']);
    expect(preview[2]).toMatchObject({ row: 4, problems: ['Full name is empty'] });
    expect(preview[3].problems[0]).toMatch(/Phone number: call me is not a phone number/);
    expect(preview[4].match).toMatchObject({ studentId: existing.studentId, reason: 'Same phone number' });

    // Row 6 fills the empty destination of the student found, the others follow the default.
    const run = await call('POST', `/${created._id}/run`, { ...settings, choices: { '6': 'fill' } });
    expect(run.statusCode).toBe(202);
    const done = await finished(created._id);
    expect(done).toMatchObject({ status: 'done', progress: 100, created: 2, filled: 1, skipped: 0, rejected: 2 });
    const rahim = await db.select().from(students).where(eq(students.fullName, 'Rahim Uddin'));
    expect(rahim[0]).toMatchObject({ phoneNumber: '+8801711555100', counselorId: counselor.id, importId: created._id });
    // The counselor is told how many became theirs, and by whom.
    const told = await db.select().from(notifications).where(eq(notifications.recipientId, counselor.id));
    expect(told.map((n) => n.message)).toEqual([
      `2 students from students.csv were imported and assigned to you by ${admin.name}.`,
    ]);
    const [filled] = await db.select().from(students).where(eq(students.id, existing._id));
    expect(filled?.details.chosenCountryName).toBe('Australia');
    expect(filled?.email).toBe('old@example.com');
    expect((await call('POST', `/${created._id}/run`, settings)).statusCode).toBe(409);
    // The reports count the imported students as leads from the source "import".
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()); // the office's day
    const funnel = await app.inject({
      url: `/api/v1/reports/funnel?from=${today}&to=${today}&groupBy=source`,
      headers: { cookie: admin.cookie },
    });
    const bySource = funnel.json().data.groups.find((g: { key: string }) => g.key === 'import');
    expect(bySource?.counts.leads).toBe(2);

    // The rejected rows as a workbook: row, reason, and the row as it was.
    const report = await call('GET', `/${created._id}/rejected`);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Row', 'Reason', ...HEADER]);
    expect(sheet?.getRow(2).getCell(1).value).toBe(4);
    expect(sheet?.getRow(3).getCell(2).value).toMatch(/call me is not a phone number/);
    expect(sheet?.getRow(3).getCell(3).value).toBe('Bad Phone');

    // Undo: the two added go to the recycle bin, the filled field is emptied again.
    expect((await call('POST', `/${created._id}/undo`)).statusCode).toBe(202);
    expect(await finished(created._id, ['undone'])).toMatchObject({ status: 'undone' });
    const live = await db
      .select()
      .from(students)
      .where(and(eq(students.importId, created._id), isNull(students.archivedAt)));
    expect(live).toEqual([]);
    // Each undone student's last activity is its archiving, as the events' rollup would have written it.
    const { rows: archived } = await db.execute<{ n: number; upToDate: number }>(sql`
      select count(*)::int as n, count(*) filter (where s.last_activity_at =
          (select max(e.at) from student_events e where e.student_id = s.id and e.kind = 'archived'))::int as "upToDate"
      from students s where s.import_id = ${created._id}`);
    expect(archived).toEqual([{ n: 2, upToDate: 2 }]);
    const [emptied] = await db.select().from(students).where(eq(students.id, existing._id));
    expect(emptied?.details.chosenCountryName).toBe('');
    expect((await call('POST', `/${created._id}/undo`)).statusCode).toBe(409);
  });

  it('reads an .xlsx workbook, and assigns in turn when asked', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['Name', 'Phone', 'Date of birth']);
    for (let i = 0; i < 6; i++) sheet.addRow([`Turn Student ${i}`, 1711556000 + i, new Date(Date.UTC(2001, 0, i + 1))]);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const created = (await upload('leads.xlsx', content)).json().data;
    expect(created.guesses).toEqual(['fullName', 'phoneNumber', 'dob']);
    expect(created.sample[0]).toEqual(['Turn Student 0', '1711556000', '2001-01-01']);
    await call('POST', `/${created._id}/run`, { mapping: created.guesses, counselor: 'auto', duplicates: 'skip' });
    expect(await finished(created._id)).toMatchObject({ status: 'done', created: 6 });
    const rows = await db.select().from(students).where(eq(students.importId, created._id));
    expect(new Set(rows.map((r) => r.counselorId)).size).toBeGreaterThan(1);
    expect(rows.find((r) => r.fullName === 'Turn Student 2')?.details.dob).toBe('2001-01-03');
  });

  it("reads a typed date of birth in the office's order of day and month, and names one that is no date", async () => {
    const created = (
      await upload(
        'births.csv',
        csv([
          ['Name', 'Phone', 'DOB'],
          ['Born Typed', '01711557001', '24/11/2001'],
          ['Born Dotted', '01711557002', '3.2.2002'],
          ['Born Nowhere', '01711557003', '31/02/2001'],
          ['Born Later', '01711557004', '2999-01-01'],
        ]),
      )
    ).json().data;
    const settings = { mapping: created.guesses, counselor: counselor.id, duplicates: 'skip' };
    expect(created.guesses).toEqual(['fullName', 'phoneNumber', 'dob']);
    const preview = (await call('POST', `/${created._id}/preview`, settings)).json().data;
    expect(preview.map((r: { problems: string[] }) => r.problems)).toEqual([
      [],
      [],
      ['Date of birth: Enter a real date, as YYYY-MM-DD (31/02/2001)'],
      ['Date of birth: A date of birth cannot be after today (2999-01-01)'],
    ]);
    await call('POST', `/${created._id}/run`, settings);
    expect(await finished(created._id)).toMatchObject({ created: 2, rejected: 2 });
    const rows = await db.select().from(students).where(eq(students.importId, created._id));
    expect(Object.fromEntries(rows.map((r) => [r.fullName, r.details.dob]))).toEqual({
      'Born Typed': '2001-11-24',
      'Born Dotted': '2002-02-03',
    });
    expect(dayOfCell('11/24/2001', 'en-US')).toBe('2001-11-24');
  });

  it('makes a cell the database cannot store its row’s problem, kept storable for the rejects', async () => {
    // The upload refuses a NUL in the file's first chunk; one further down reaches the rows' check.
    const office = { locale: 'en-GB' as const, phoneCountry: 'BD' };
    const [nul, half] = await planRows(
      db,
      [
        { row: 3902, cells: ['Nul Row', '01715603900', 'Dha\u0000ka'] },
        { row: 3903, cells: ['Half Row', '01715603901', 'Dhaka \ud83d'] },
      ],
      ['fullName', 'phoneNumber', 'city'],
      office,
    );
    expect(nul?.problems).toEqual(['City: Remove the invisible NUL character']);
    expect(nul?.cells).toEqual(['Nul Row', '01715603900', 'Dhaka']);
    expect(half?.problems).toEqual(['City: Remove the broken character (half of an emoji or symbol)']);
    expect(half?.cells[2]).toBe('Dhaka \ufffd');
  });

  it('resumes a run cut short after its last committed batch, without doubling a row', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [`Resumed ${i}`, `0171300${String(i).padStart(4, '0')}`]);
    const created = (await upload('big.csv', csv([['Name', 'Phone'], ...rows]))).json().data;
    // As a killed runner leaves it: the first batch committed, the lease run out.
    await db
      .update(imports)
      .set({
        status: 'running',
        settings: { mapping: ['fullName', 'phoneNumber'], counselor: counselor.id, duplicates: 'skip', choices: {} },
        rowsDone: 1000,
        created: 1000,
        leaseUntil: new Date(Date.now() - 1000),
      })
      .where(eq(imports.id, created._id));
    await db.insert(students).values(
      rows.slice(0, 1000).map(([fullName, phone]) => ({
        fullName: fullName as string,
        email: '',
        phoneNumber: `+88${phone}`,
        details: studentDetailsSchema.parse({}),
        counselorId: counselor.id,
        importId: created._id,
      })),
    );
    // A restarted server queues what was left unfinished.
    await jobs?.send(IMPORT_JOB, { importId: created._id });
    expect(await finished(created._id)).toMatchObject({ status: 'done', rowsDone: 2500, created: 2500, rejected: 0 });
    expect(await db.$count(students, eq(students.importId, created._id))).toBe(2500);
  });

  it('fills a field once when two rows match the same student, and its undo empties every field it filled', async () => {
    const existing = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(other.id, { phoneNumber: '01711-555301', chosenCountryName: '', course: '' }),
    );
    await db.update(students).set({ email: '' }).where(eq(students.id, existing._id));
    // Both rows are the same student by phone, in one batch: planned against the student as it was before either.
    const created = (
      await upload(
        'twice.csv',
        csv([
          ['Name', 'Phone', 'Destination', 'Course', 'E-mail'],
          ['Twice One', '01711555301', 'UK', '', 'twice@example.net'],
          ['Twice Two', '+8801711555301', 'Canada', 'Nursing', ''],
        ]),
      )
    ).json().data;
    const mapping = ['fullName', 'phoneNumber', 'chosenCountryName', 'course', 'email'];
    await call('POST', `/${created._id}/run`, { mapping, duplicates: 'fill', counselor: counselor.id });
    expect(await finished(created._id)).toMatchObject({ status: 'done', created: 0, filled: 2 });
    const [filled] = await db.select().from(students).where(eq(students.id, existing._id));
    expect(filled?.details).toMatchObject({ chosenCountryName: 'UK', course: 'Nursing' });
    expect(filled?.email).toBe('twice@example.net');

    expect((await call('POST', `/${created._id}/undo`)).statusCode).toBe(202);
    await finished(created._id, ['undone']);
    const [emptied] = await db.select().from(students).where(eq(students.id, existing._id));
    expect(emptied?.details).toMatchObject({ chosenCountryName: '', course: '' });
    // the address the import wrote is gone, and so is any upload link mailed to it meanwhile
    expect(emptied?.email).toBe('');
    expect(emptied?.uploadLinkVersion).toBe((filled?.uploadLinkVersion ?? 0) + 1);
  });

  it('keeps live, on undo, an imported student an older registration was merged into', async () => {
    const older = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(other.id, { fullName: 'Merged Before', phoneNumber: '01711-555351' }),
    );
    const created = (
      await upload(
        'survivor.csv',
        csv([
          ['Name', 'Phone'],
          ['Merged After', '01711555352'],
          ['Plain Import', '01711555353'],
        ]),
      )
    ).json().data;
    const run = await call('POST', `/${created._id}/run`, {
      mapping: ['fullName', 'phoneNumber'],
      counselor: counselor.id,
      duplicates: 'skip',
    });
    expect(run.statusCode, run.body).toBe(202);
    expect(await finished(created._id)).toMatchObject({ status: 'done', created: 2 });
    const [survivor] = await db.select().from(students).where(eq(students.fullName, 'Merged After'));
    const merged = await app.inject({
      method: 'POST',
      url: '/api/v1/students/merge',
      headers: { cookie: admin.cookie },
      payload: { keep: survivor?.studentId, merge: older.studentId },
    });
    expect(merged.statusCode, merged.body).toBe(200);

    expect((await call('POST', `/${created._id}/undo`)).statusCode).toBe(202);
    await finished(created._id, ['undone']);
    const live = await db
      .select({ fullName: students.fullName })
      .from(students)
      .where(and(eq(students.importId, created._id), isNull(students.archivedAt)));
    expect(live).toEqual([{ fullName: 'Merged After' }]);
  });

  it('stops, naming the counselor, when the one chosen is offboarded while the import waits', async () => {
    const leaving = await makeEmployee(db, ['Counselor'], { name: 'Leaving Counselor' });
    const created = (
      await upload(
        'late.csv',
        csv([
          ['Name', 'Phone'],
          ['Late One', '01711555401'],
        ]),
      )
    ).json().data;
    const settings = { mapping: ['fullName', 'phoneNumber'], counselor: leaving.id, duplicates: 'skip' };
    // The import's row held: the run's check of the counselor passes, then it waits to be queued while they leave.
    const held = await pool.connect();
    let run: Awaited<ReturnType<typeof call>> | undefined;
    try {
      await held.query('begin');
      await held.query('select 1 from imports where id = $1 for update', [created._id]);
      // light-my-request sends a request once it is awaited or `then`ed: sent now, answered later.
      const running = call('POST', `/${created._id}/run`, settings).then((response) => response);
      for (let i = 0; ; i++) {
        // Asked outside the held transaction, which sees the activity as it was when it first asked.
        if (await lockWaits(db, 'update "imports"%')) break;
        if (i === 100) throw new Error('the run did not reach the import');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const offboarded = await app.inject({
        method: 'POST',
        url: `/api/v1/super-admin/employee/${leaving.id}/deactivate`,
        headers: { cookie: admin.cookie },
        payload: {},
      });
      expect(offboarded.statusCode, offboarded.body).toBe(200);
      await held.query('commit');
      run = await running;
    } finally {
      await held.query('rollback').catch(() => {});
      held.release();
    }
    expect(run?.statusCode).toBe(202);
    const stopped = await finished(created._id, ['done', 'failed']);
    expect(stopped.status).toBe('failed');
    expect(stopped.error).toMatch(/Leaving Counselor is no longer an active counselor/);
    const theirs = await db
      .select()
      .from(students)
      .where(and(eq(students.counselorId, leaving.id), isNull(students.archivedAt)));
    expect(theirs).toEqual([]);
  });

  it('refuses what is not a spreadsheet, empty files, bad mappings and anyone but Super Admin', async () => {
    expect((await upload('cv.pdf', PDF)).statusCode).toBe(415);
    const notAWorkbook = await upload('photos.xlsx', await zipOf('photo.txt', 'not a workbook'));
    expect(notAWorkbook.statusCode).toBe(415);
    expect(notAWorkbook.json().error.message).toMatch(/could not be read as a spreadsheet/);
    const tooLarge = await upload('huge.csv', Buffer.from(`Name,Phone\n${'A long name,01711555200\n'.repeat(50_000)}`));
    expect(tooLarge.statusCode).toBe(413);
    expect((await upload('empty.csv', Buffer.alloc(0))).statusCode).toBe(400);
    const headerOnly = await upload('header.csv', csv([HEADER]));
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().error.message).toMatch(/only its header row/);
    const created = (await upload('s.csv', csv([HEADER, ['A', '01711555200', '', '', '']]))).json().data;
    const twice = await call('POST', `/${created._id}/preview`, {
      mapping: ['fullName', 'phoneNumber', 'phoneNumber', null, null],
      counselor: counselor.id,
      duplicates: 'skip',
    });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json().error.fields)).toMatch(/Phone number is already filled by column 2/);
    const unmapped = await call('POST', `/${created._id}/run`, {
      mapping: ['fullName', null, null, null, null],
      counselor: counselor.id,
      duplicates: 'skip',
    });
    expect(unmapped.statusCode).toBe(400);
    expect(JSON.stringify(unmapped.json().error.fields)).toMatch(/Choose the column that holds Phone number/);
    // The students go to an active counselor: not to someone else, nor to no one.
    for (const someone of [receptionist.id, '00000000-0000-4000-8000-000000000000']) {
      const notACounselor = await call('POST', `/${created._id}/run`, {
        mapping: ['fullName', 'phoneNumber', null, null, null],
        counselor: someone,
        duplicates: 'skip',
      });
      expect(notACounselor.statusCode).toBe(400);
      expect(notACounselor.json().error.fields).toEqual({ counselor: 'Choose a counselor from the list' });
    }
    expect((await call('GET', `/${created._id}`)).json().data.status).toBe('uploaded');
    expect((await upload('s.csv', csv([HEADER]), receptionist.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/${created._id}`, undefined, counselor.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
