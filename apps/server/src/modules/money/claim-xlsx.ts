import { buffer } from 'node:stream/consumers';
import type { Commission } from '@studydesk/shared/commissions';
import { majorUnits } from '@studydesk/shared/money';
import type { Db } from '../../db/client.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';
import { claimedMinor, getClaim } from './claims.service.ts';
import { stateLabel } from './commissions.service.ts';

type Cells = (string | number | null)[];

const HEADERS: [string, number][] = [
  ['Student ID', 12],
  ['Student name', 28],
  ['University', 32],
  ['Intake', 16],
  ['Instalment', 12],
  ['Due date', 12],
  ['State', 14],
  ['Currency', 10],
  ['Amount', 14],
  ['Received', 14],
];
const COLUMNS: XlsxColumn<Cells>[] = HEADERS.map(([header, width], i) => ({ header, width, value: (row) => row[i] }));

/** A row as the invoice claims it: a row written off for what it brought, its state said. */
const cellsOf = (r: Commission): Cells => [
  r.studentId,
  r.studentName,
  r.universityName,
  r.intake,
  `${r.instalment} of ${r.instalments}`,
  r.dueOn,
  stateLabel(r.state),
  r.currency,
  majorUnits(claimedMinor(r), r.currency),
  majorUnits(r.receivedMinor, r.currency),
];

/**
 * The claim's rows as a one-sheet spreadsheet, as the invoice has them, and its total and received last (a claim
 * holds at most 500 rows, so it is sent whole).
 */
export async function claimXlsx(db: Db, id: string) {
  const claim = await getClaim(db, id);
  const { currency, totalMinor, receivedMinor } = claim;
  const received = majorUnits(receivedMinor, currency);
  const total: Cells = [
    null,
    'Total',
    null,
    null,
    null,
    null,
    null,
    currency,
    majorUnits(totalMinor, currency),
    received,
  ];
  const xlsx = await buffer(xlsxStream(`Claim ${claim.number}`, COLUMNS, [...claim.rows.map(cellsOf), total]));
  return { fileName: `claim-${claim.number}.xlsx`, xlsx };
}
