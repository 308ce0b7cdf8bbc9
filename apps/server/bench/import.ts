import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { peakMemory } from './startup.ts';

/** The columns of an office's spreadsheet, as offices name them: every one is guessed by the import. */
const HEADER = ['Student Name', 'Mobile', 'Email', 'Date of birth', 'City', 'Destination', 'Course', 'Intake'];
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi'];
const COUNTRIES = ['UK', 'Canada', 'Australia', 'USA'];

/** Row `i`'s cells: a phone number and an e-mail of its own. */
const cellsOf = (i: number) => [
  `Imported Student ${i}`,
  `0181${String(i).padStart(7, '0')}`,
  `imported${i}@example.com`,
  `${1995 + (i % 10)}-0${1 + (i % 9)}-1${i % 10}`,
  CITIES[i % CITIES.length] as string,
  COUNTRIES[i % COUNTRIES.length] as string,
  'BSc Computer Science',
  'September 2027',
];

/** An .xlsx as Excel writes one (shared strings), `rows` students under the header, made as a stream. */
async function workbookOf(rows: number, from: number) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
  const sheet = book.addWorksheet('Students');
  sheet.addRow(HEADER).commit();
  for (let i = from; i < from + rows; i++) sheet.addRow(cellsOf(i)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

interface ImportAnswer {
  _id: string;
  status: string;
  created: number;
  rejected: number;
  guesses: (string | null)[];
}

/**
 * Uploads an .xlsx of `rows` new students to the running server, runs the import with the guessed columns and
 * the counselors in turn, and waits for it: the time from "run" to done, and the server's peak memory meanwhile.
 * Its rows are numbered from `from`, so two imports of one run bring different students.
 */
export async function measureImport(base: string, pid: number, cookie: string, rows: number, from = 0) {
  const file = await workbookOf(rows, from);
  const form = new FormData();
  form.append('file', new Blob([file]), 'students.xlsx');
  const headers = { cookie, origin: base };
  const uploaded = await fetch(`${base}/api/v1/imports`, { method: 'POST', headers, body: form });
  if (!uploaded.ok) throw new Error(`import upload: ${uploaded.status} ${await uploaded.text()}`);
  const created = ((await uploaded.json()) as { data: ImportAnswer }).data;
  const measured = await peakMemory(pid, async () => {
    const run = await fetch(`${base}/api/v1/imports/${created._id}/run`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: created.guesses, counselor: 'auto', duplicates: 'skip' }),
    });
    if (run.status !== 202) throw new Error(`import run: ${run.status} ${await run.text()}`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await fetch(`${base}/api/v1/imports/${created._id}`, { headers });
      const { data } = (await answer.json()) as { data: ImportAnswer };
      if (data.status === 'done' || data.status === 'failed') return data;
    }
  });
  return { ...measured, fileMb: file.length / 1024 ** 2 };
}
