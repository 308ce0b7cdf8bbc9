import type { Readable } from 'node:stream';
import { guessMapping } from '@studydesk/shared/imports';
import { messageLanguageOfText } from '@studydesk/shared/message-languages';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openCopies, testApp } from '../../../test/helpers.ts';
import { studentsXlsx } from './students.export.ts';
import { studentConditions } from './students.queries.ts';

const { db } = await testApp();
const STUDENTS = 30_000;

// Many more rows than one piece of COPY's output, the oldest first; a few with text COPY has to escape.
await db.execute(sql`
  insert into students (full_name, email, phone_number, details, status, created_at, message_language)
  select case when n % 1000 = 0 then e'Tab\there\nand\\\\back ' || n else 'Student ' || n end,
    'student' || n || '@example.com', '+8801' || lpad(n::text, 9, '0'),
    jsonb_build_object('street', 'Road ' || n, 'city', 'Dhaka'), case when n % 2 = 0 then 'enrolled' else 'follow-up' end::student_status,
    '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute',
    case n % 6 when 0 then 'bn' when 2 then 'en' end
  from generate_series(1, ${STUDENTS}) n`);

async function sheetRows(stream: Readable) {
  const rows: unknown[][] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(stream, {})) {
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
  }
  return rows;
}

/** The export's own connection (copyFields), closed once its rows are written or the download is given up. */
const allClosed = () => expect.poll(() => openCopies(db)).toBe(0);

describe('studentsXlsx', () => {
  it('writes every selected student, newest first, texts as they are, Created in office time', async () => {
    const rows = await sheetRows(studentsXlsx(db, studentConditions({ status: ['enrolled'] })));
    expect(rows).toHaveLength(STUDENTS / 2 + 1);
    const newest = rows[1] as unknown[];
    expect(newest[1]).toBe(`Tab\there\nand\\back ${STUDENTS}`);
    expect(newest.slice(4, 9)).toEqual([`Road ${STUDENTS}`, 'Dhaka', undefined, 'বাংলা', 'enrolled']);
    // 2026-01-01 00:00 UTC + 30,000 minutes = 2026-01-21 20:00 UTC, 02:00 the next day in Dhaka (UTC+6).
    expect(newest[10]).toBe('2026-01-22, 02:00');
    expect((rows[2] as unknown[])[1]).toBe(`Student ${STUDENTS - 2}`);
    // The student's own language, empty for one who reads the office's.
    expect([2, 3].map((n) => (rows[n] as unknown[])[7])).toEqual([undefined, 'English']);
    expect((rows.at(-1) as unknown[])[1]).toBe('Student 2');
    expect(typeof newest[0]).toBe('number');
    await allClosed();
  });

  it('heads and writes the language as an import reads them back', async () => {
    const [header, ...students] = await sheetRows(studentsXlsx(db, studentConditions({ status: ['enrolled'] })));
    const column = guessMapping(header as string[]).indexOf('messageLanguage');
    expect(column).toBe(7);
    const read = new Set(students.slice(0, 3).map((row) => messageLanguageOfText(String(row[column] ?? ''))));
    expect(read).toEqual(new Set(['bn', 'en', null]));
  });

  it('writes them in the list’s order when it is not the newest first: by name, or the oldest first', async () => {
    const names = async (sort: 'name' | 'oldest') =>
      (await sheetRows(studentsXlsx(db, studentConditions({ status: ['enrolled'] }), sort)))
        .slice(1)
        .map((row) => row[1] as string);
    const byName = await names('name');
    // The list's name order: lower case compared byte by byte (collate "C"), so 'Student 10' before 'Student 2'.
    const lower = (name: string) => name.toLowerCase();
    expect(byName).toEqual([...byName].sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)));
    expect(byName.slice(0, 3)).toEqual(['Student 10', 'Student 100', 'Student 10002']);
    const oldest = await names('oldest');
    expect(oldest.slice(0, 2)).toEqual(['Student 2', 'Student 4']);
    expect(oldest).toHaveLength(STUDENTS / 2);
  });

  it('closes its connection when the download is given up midway', async () => {
    const stream = studentsXlsx(db, studentConditions({ status: [] }));
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    // That the statement ends with it is copyFields' own test (src/db/copy.test.ts).
    await allClosed();
  });
});
