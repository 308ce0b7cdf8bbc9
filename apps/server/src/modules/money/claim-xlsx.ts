import { buffer } from 'node:stream/consumers';
import type { Commission } from '@studydesk/shared/commissions';
import { minorToText } from '@studydesk/shared/money';
import type { Db } from '../../db/client.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';
import { getClaim } from './claims.service.ts';

/** An amount as a number a spreadsheet can add up, in major units (1250.5 for 125050 EUR). */
const amount = (minor: number, currency: string) => Number(minorToText(minor, currency));

const COLUMNS: XlsxColumn<Commission>[] = [
  { header: 'Student ID', width: 12, value: (r) => r.studentId },
  { header: 'Student name', width: 28, value: (r) => r.studentName },
  { header: 'University', width: 32, value: (r) => r.universityName },
  { header: 'Intake', width: 16, value: (r) => r.intake },
  { header: 'Instalment', width: 12, value: (r) => `${r.instalment} of ${r.instalments}` },
  { header: 'Due date', width: 12, value: (r) => r.dueOn },
  { header: 'Currency', width: 10, value: (r) => r.currency },
  { header: 'Amount', width: 14, value: (r) => amount(r.amountMinor, r.currency) },
  { header: 'Received', width: 14, value: (r) => amount(r.receivedMinor, r.currency) },
];

/** The claim's rows as a one-sheet spreadsheet (a claim holds at most 500 rows, so it is sent whole). */
export async function claimXlsx(db: Db, id: string) {
  const claim = await getClaim(db, id);
  const xlsx = await buffer(xlsxStream(`Claim ${claim.number}`, COLUMNS, claim.rows));
  return { fileName: `claim-${claim.number}.xlsx`, xlsx };
}
