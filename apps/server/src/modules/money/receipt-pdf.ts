import { formatMoney } from '@studydesk/shared/money';
import type { Payment } from '@studydesk/shared/payments';
import { PAYMENT_KINDS } from '@studydesk/shared/payments';
import type { Db } from '../../db/client.ts';
import { type PdfContent, renderPdf } from '../../platform/pdf.ts';
import { officeLocale } from '../settings/office-locale.ts';
import { officeProfile } from './money-settings.service.ts';

interface ReceiptOf {
  student: { studentId: number; name: string };
  payment: Payment;
}

/** 2026-11-24 as "24 Nov 2026" (en-GB) or "Nov 24, 2026" (en-US): a calendar date, so no time zone moves it. */
const dateText = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Thin lines between the rows, none around the table or between the columns. */
const rowLines = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#bbbbbb',
  paddingTop: () => 5,
  paddingBottom: () => 5,
};

/** A student's receipt of one payment or refund, with the office's name and address from the settings. */
export async function receiptPdf(db: Db, { student, payment }: ReceiptOf): Promise<Buffer> {
  const [office, { locale }] = await Promise.all([officeProfile(db), officeLocale(db)]);
  const kind = PAYMENT_KINDS.find(([k]) => k === payment.kind)?.[1] ?? payment.kind;
  const lines: [string, string][] = [
    ['Date paid', dateText(payment.paidOn, locale)],
    ['Student', `${student.name} (ID ${student.studentId})`],
    ['Kind', kind],
    ['Amount', formatMoney(payment.amountMinor, payment.currency, locale)],
    ['Method', payment.method],
    ...(payment.note ? ([['Note', payment.note]] as [string, string][]) : []),
    ['Recorded by', payment.recordedBy],
  ];
  const content: PdfContent = [
    { text: office.name, style: 'office' },
    ...(office.address ? [{ text: office.address, margin: [0, 2, 0, 0] }] : []),
    { text: `Receipt ${payment.receiptNumber}`, style: 'title' },
    {
      table: {
        widths: [110, '*'],
        body: lines.map(([label, value]) => [{ text: label, bold: true }, value]),
      },
      layout: rowLines,
    },
  ];
  return renderPdf({
    info: { title: `Receipt ${payment.receiptNumber}`, author: office.name },
    content,
    defaultStyle: { fontSize: 11 },
    styles: { office: { fontSize: 16, bold: true }, title: { fontSize: 14, bold: true, margin: [0, 24, 0, 12] } },
  });
}
