import type { ListSort } from '@studydesk/shared/lists';
import { LANGUAGE_LABELS } from '@studydesk/shared/message-languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { copyFields } from '../../db/copy.ts';
import { OFFICE_TZ } from '../../db/office-time.ts';
import { listOrder } from '../../db/order.ts';
import { employees, students } from '../../db/schema.ts';
import { type XlsxFieldColumn, xlsxStreamOfFields } from '../../platform/xlsx.ts';
import { TABLE_COLUMNS } from './students.queries.ts';

/** The sheet's columns, in the order the query below selects them. */
const COLUMNS: XlsxFieldColumn[] = [
  { header: 'StudentId', width: 10, number: true },
  { header: 'Name', width: 28 },
  { header: 'Phone Number', width: 18 },
  { header: 'Email', width: 30 },
  { header: 'Street', width: 24 },
  { header: 'City', width: 16 },
  { header: 'Country', width: 14 },
  { header: 'Messages in', width: 12 },
  { header: 'Status', width: 22 },
  { header: 'Counselor', width: 22 },
  { header: 'Created', width: 18 },
];

/**
 * The student's own language for messages as the student's page names it ("English", "বাংলা"), words an import reads
 * back; empty for a student who reads the office's, so that a re-imported sheet leaves them following the office.
 */
const messagesIn = sql`case ${students.messageLanguage} ${sql.join(
  Object.entries(LANGUAGE_LABELS).map(([code, label]) => sql`when ${code} then ${label}`),
  sql` `,
)} end`;

/**
 * The students `where` selects, in the list's order (newest first unless asked), in one statement streamed by COPY (docs/decisions.md, "Exports
 * stream from COPY"): 5,000-row pages through `db.execute` made 48-54k rows a second at 100,000 students, this
 * 79-101k.
 */
function studentRows(db: Db, where: SQL | undefined, sort: ListSort) {
  return copyFields(
    db,
    sql`select ${students.studentId}::text, ${students.fullName}, ${students.phoneNumber}, ${students.email},
      ${students.details}->>'street', ${students.details}->>'city', ${students.details}->>'country',
      ${messagesIn}, ${students.status}::text, counselor.name,
      to_char(${students.createdAt} at time zone ${OFFICE_TZ}, 'YYYY-MM-DD, HH24:MI')
    from ${students} left join ${employees} counselor on counselor.id = ${students.counselorId}
    where ${where ?? sql`true`}
    order by ${listOrder(sort, TABLE_COLUMNS)}`,
    COLUMNS.length,
  );
}

/**
 * Streams `data.xlsx` of the students `where` selects, in the order `sort` names (the list's). Every text is written as text
 * (never a formula), so a name like `=HYPERLINK(...)` stays what was typed.
 */
export function studentsXlsx(db: Db, where: SQL | undefined, sort: ListSort = 'newest') {
  return xlsxStreamOfFields('Students', COLUMNS, studentRows(db, where, sort));
}
