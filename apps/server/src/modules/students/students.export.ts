import { PassThrough } from 'node:stream';
import { OFFICE_TIME_ZONE } from '@studydesk/shared/students';
import { and, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { newestFirst, selectStudents, toStudent } from './students.queries.ts';

const BATCH = 2000;
const COLUMNS = [
  { header: 'StudentId', key: 'studentId', width: 10 },
  { header: 'Name', key: 'fullName', width: 28 },
  { header: 'Phone Number', key: 'phoneNumber', width: 18 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Street', key: 'street', width: 24 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'Country', key: 'country', width: 14 },
  { header: 'Status', key: 'status', width: 22 },
  { header: 'Counselor', key: 'counselor', width: 22 },
  { header: 'Created', key: 'createdAt', width: 18 },
];

const created = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/**
 * Streams `data.xlsx` of the students `where` selects, newest first, reading the database in keyset
 * batches, so memory stays flat however many rows there are. Every value is written as a plain
 * string or number cell, so a name like `=HYPERLINK(...)` stays text.
 */
export function studentsXlsx(db: Db, where: SQL | undefined) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Students');
  sheet.columns = COLUMNS;

  async function write() {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await selectStudents(db)
        .where(
          and(
            where,
            after ? sql`(${students.createdAt}, ${students.id}) < (${after.createdAt}, ${after.id})` : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(BATCH);
      for (const row of rows) {
        const s = toStudent(row);
        sheet
          .addRow({
            ...s,
            counselor: s.counselor?.employee_name ?? '',
            createdAt: created.format(row.student.createdAt),
          })
          .commit();
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = { createdAt: last.student.createdAt, id: last.student.id };
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
