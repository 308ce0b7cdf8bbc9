import { buffer } from 'node:stream/consumers';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';
import type { commissionList } from './commission.service.ts';

type CommissionRow = Awaited<ReturnType<typeof commissionList>>[number];

const COLUMNS: XlsxColumn<CommissionRow>[] = [
  { header: 'StudentId', width: 10, value: (r) => r.studentId },
  { header: 'Country', width: 16, value: (r) => r.country },
  { header: 'University Name', width: 32, value: (r) => r.universityName },
  { header: 'Intake', width: 16, value: (r) => r.intake },
  { header: 'B2B Agent', width: 20, value: (r) => r.b2b },
  { header: 'Application Link', width: 40, value: (r) => r.link },
  { header: 'Note', width: 40, value: (r) => r.note },
];

/** The commission list as `data.xlsx` (at most a few thousand rows, so it is sent whole). */
export async function commissionXlsx(rows: Awaited<ReturnType<typeof commissionList>>) {
  return buffer(xlsxStream('Commission', COLUMNS, rows));
}
