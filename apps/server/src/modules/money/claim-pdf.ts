import type { Claim } from '@studydesk/shared/commissions';
import { longDate } from '@studydesk/shared/dates';
import { formatMoney } from '@studydesk/shared/money';
import type { Db } from '../../db/client.ts';
import { type PdfContent, renderPdf } from '../../platform/pdf.ts';
import { claimedMinor, getClaim } from './claims.service.ts';
import { officeProfile } from './money-settings.service.ts';

const right = (text: string, bold = false) => ({ text, alignment: 'right', bold });

function rowsTable(claim: Claim): PdfContent {
  const money = (minor: number) => right(formatMoney(minor, claim.currency));
  return {
    table: {
      headerRows: 1,
      widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'],
      body: [
        ['Student ID', 'Student name', 'Intake', 'Instalment', 'Due date', 'Amount'].map((text, i) =>
          i === 5 ? right(text, true) : { text, bold: true },
        ),
        // a row written off is claimed for what it brought, so the amounts add up to the total
        ...claim.rows.map((r) => [
          String(r.studentId),
          r.studentName,
          r.intake,
          `${r.instalment} of ${r.instalments}${r.state === 'written-off' ? ', written off' : ''}`,
          r.dueOn,
          money(claimedMinor(r)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 16, 0, 16],
  };
}

/** The claim invoice: the office, the university, the rows claimed, and the total against what was received. */
export async function claimPdf(db: Db, id: string) {
  const [claim, office] = await Promise.all([getClaim(db, id), officeProfile(db)]);
  const money = (minor: number, bold = false) => right(formatMoney(minor, claim.currency), bold);
  const title = `Commission claim ${claim.number}`;
  const pdf = await renderPdf({
    info: { title, author: office.name },
    defaultStyle: { fontSize: 10 },
    content: [
      { text: office.name, fontSize: 14, bold: true },
      ...(office.address ? [{ text: office.address, color: '#555555' }] : []),
      { text: title, fontSize: 18, bold: true, margin: [0, 24, 0, 4] },
      { text: `Date: ${longDate(claim.createdOn)}` },
      { text: `To: ${claim.universityName}`, margin: [0, 4, 0, 0] },
      rowsTable(claim),
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [right('Total', true), money(claim.totalMinor, true)],
            [right('Received'), money(claim.receivedMinor)],
            [right('Difference', true), money(claim.differenceMinor, true)],
          ],
        },
        layout: 'noBorders',
      },
    ],
  });
  return { fileName: `claim-${claim.number}.pdf`, pdf };
}
