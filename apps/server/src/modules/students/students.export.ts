import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { OFFICE_TZ } from '../../db/office-time.ts';
import { employees, students } from '../../db/schema.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';

const BATCH = 5000;

/** One exported row: only what the sheet shows, the date already in office time ("2026-01-06, 00:30"). */
type Exported = {
  id: string;
  /** The keyset position, as PostgreSQL's own text so that it compares exactly. */
  at: string;
  studentId: number;
  fullName: string;
  phoneNumber: string;
  email: string;
  street: string | null;
  city: string | null;
  country: string | null;
  status: string;
  counselor: string | null;
  created: string;
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

/**
 * One keyset batch after `after`, newest first (the order of the partial indexes). Plain SQL, read as
 * pg's rows: the ORM's mapping of every column of every row was most of the export's time.
 */
async function batch(db: Db, where: SQL | undefined, after: Exported | undefined) {
  const conditions = [where ?? sql`true`];
  if (after)
    conditions.push(sql`(${students.createdAt}, ${students.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const { rows } = await db.execute<Exported>(sql`
    select ${students.id}, ${students.createdAt}::text as at, ${students.studentId} as "studentId",
      ${students.fullName} as "fullName", ${students.phoneNumber} as "phoneNumber", ${students.email},
      ${students.details}->>'street' as street, ${students.details}->>'city' as city,
      ${students.details}->>'country' as country, ${students.status}, counselor.name as counselor,
      to_char(${students.createdAt} at time zone ${OFFICE_TZ}, 'YYYY-MM-DD, HH24:MI') as created
    from ${students} left join ${employees} counselor on counselor.id = ${students.counselorId}
    where ${sql.join(conditions, sql` and `)}
    order by ${students.createdAt} desc nulls last, ${students.id} desc nulls last
    limit ${BATCH}`);
  return rows;
}

/** The students `where` selects, newest first; the next batch is read while this one is written. */
async function* newestStudents(db: Db, where: SQL | undefined) {
  let next = batch(db, where, undefined);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === BATCH;
    if (more) {
      next = batch(db, where, last);
      // Read ahead: should the download stop before it is awaited, its failure must not go unhandled.
      next.catch(() => {});
    }
    yield* rows;
    if (!more) return;
  }
}

/**
 * Streams `data.xlsx` of the students `where` selects, newest first. Every text is written as text
 * (never a formula), so a name like `=HYPERLINK(...)` stays what was typed.
 */
export function studentsXlsx(db: Db, where: SQL | undefined) {
  return xlsxStream('Students', COLUMNS, newestStudents(db, where));
}
