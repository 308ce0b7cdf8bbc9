import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { employees, students } from '../../db/schema.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';
import { newestFirst, OFFICE_TZ } from './students.queries.ts';

const BATCH = 5000;
const counselors = alias(employees, 'counselor');

/** Only what the sheet shows, the date already in office time ("2026-01-06, 00:30"), as the list shows it. */
const exported = {
  id: students.id,
  createdAt: students.createdAt,
  studentId: students.studentId,
  fullName: students.fullName,
  phoneNumber: students.phoneNumber,
  email: students.email,
  street: sql<string | null>`${students.details}->>'street'`,
  city: sql<string | null>`${students.details}->>'city'`,
  country: sql<string | null>`${students.details}->>'country'`,
  status: students.status,
  counselor: counselors.name,
  created: sql<string>`to_char(${students.createdAt} at time zone ${OFFICE_TZ}, 'YYYY-MM-DD, HH24:MI')`,
};

const COLUMNS: XlsxColumn<Exported>[] = [
  { header: 'StudentId', width: 10, value: (s) => s.studentId },
  { header: 'Name', width: 28, value: (s) => s.fullName },
  { header: 'Phone Number', width: 18, value: (s) => s.phoneNumber },
  { header: 'Email', width: 30, value: (s) => s.email },
  { header: 'Street', width: 24, value: (s) => s.street },
  { header: 'City', width: 16, value: (s) => s.city },
  { header: 'Country', width: 14, value: (s) => s.country },
  { header: 'Status', width: 22, value: (s) => s.status },
  { header: 'Counselor', width: 22, value: (s) => s.counselor },
  { header: 'Created', width: 18, value: (s) => s.created },
];

/** One keyset batch: the next students after `after`, newest first. */
function batch(db: Db, where: SQL | undefined, after: { createdAt: Date; id: string } | undefined) {
  return db
    .select(exported)
    .from(students)
    .leftJoin(counselors, eq(counselors.id, students.counselorId))
    .where(
      and(where, after ? sql`(${students.createdAt}, ${students.id}) < (${after.createdAt}, ${after.id})` : undefined),
    )
    .orderBy(...newestFirst)
    .limit(BATCH);
}
type Exported = Awaited<ReturnType<typeof batch>>[number];

/** The students `where` selects, newest first, read in keyset batches so that memory stays flat. */
async function* newestStudents(db: Db, where: SQL | undefined) {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await batch(db, where, after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Streams `data.xlsx` of the students `where` selects, newest first. Every text is written as text
 * (never a formula), so a name like `=HYPERLINK(...)` stays what was typed.
 */
export function studentsXlsx(db: Db, where: SQL | undefined) {
  return xlsxStream('Students', COLUMNS, newestStudents(db, where));
}
