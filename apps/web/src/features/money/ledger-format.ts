import type { Commission, CommissionState } from '@studydesk/shared/commissions';
import { formatMoney, minorDigits } from '@studydesk/shared/money';
import { currentOfficeLocale } from '../../ui/dhaka-time.ts';

/** An amount as the office writes money: "€1,250.50". */
export const money = (minor: number, currency: string) => formatMoney(minor, currency, currentOfficeLocale());

/** "2 of 3": which instalment of the application's commission a row is. */
export const instalmentText = (row: Pick<Commission, 'instalment' | 'instalments'>) =>
  `${row.instalment} of ${row.instalments}`;

/** Badge colours (Mantine palette names: the theme keeps them readable in both schemes). */
export const STATE_COLORS: Record<CommissionState, string> = {
  expected: 'blue',
  claimed: 'violet',
  'partly-received': 'cyan',
  received: 'teal',
  'written-off': 'gray',
};

/** Only rows still expected can be changed by hand: a claimed row's amount is on an invoice already. */
export const canEdit = (row: Pick<Commission, 'state'>) => row.state === 'expected';

/** A row can be written off until all of it is received (a written-off row is already). */
export const canWriteOff = (row: Pick<Commission, 'state'>) => row.state !== 'received' && row.state !== 'written-off';

type ClaimRow = Pick<Commission, 'state' | 'universityName' | 'currency' | 'amountMinor'>;

/** Why a selection cannot become one claim, or the claim's university, currency and total. */
export type Claimability =
  | { ok: true; universityName: string; currency: string; totalMinor: number }
  | { ok: false; reason: 'empty' | 'not-expected' }
  | { ok: false; reason: 'universities' | 'currencies'; names: string[] };

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** A claim is one invoice to one university in one currency, of rows not claimed yet (the server checks again). */
export function claimability(rows: ClaimRow[]): Claimability {
  const [first] = rows;
  if (!first) return { ok: false, reason: 'empty' };
  if (rows.some((row) => row.state !== 'expected')) return { ok: false, reason: 'not-expected' };
  // one university whatever the case of its name, as the server groups them; named as first written
  const spellings = new Map<string, string>();
  for (const { universityName } of rows) {
    const key = universityName.toLowerCase();
    if (!spellings.has(key)) spellings.set(key, universityName);
  }
  const universities = distinct([...spellings.values()]);
  if (universities.length > 1) return { ok: false, reason: 'universities', names: universities };
  const currencies = distinct(rows.map((row) => row.currency));
  if (currencies.length > 1) return { ok: false, reason: 'currencies', names: currencies };
  const totalMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0);
  return { ok: true, universityName: first.universityName, currency: first.currency, totalMinor };
}

/** Minor units as the number a chart draws (display only: money itself is never held as a float). */
export const toMajor = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);

interface MonthRow {
  month: string;
  currency: string;
  expectedMinor: number;
  receivedMinor: number;
}

/** The currencies of the chart's months by code, the office's own first (amounts of two are never compared). */
export function chartCurrencies(months: MonthRow[], officeCurrency?: string): string[] {
  return distinct(months.map((row) => row.currency)).sort(
    (a, b) => Number(b === officeCurrency) - Number(a === officeCurrency),
  );
}

/** One currency's months in order, as the chart's points. */
export function chartPoints(months: MonthRow[], currency: string) {
  return months
    .filter((row) => row.currency === currency)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({
      month: row.month,
      expected: toMajor(row.expectedMinor, currency),
      received: toMajor(row.receivedMinor, currency),
    }));
}

/** "2026-03" as "Mar 2026" (or the locale's order). */
export function monthLabel(month: string, locale = 'en-GB'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** What a claim's difference means: money still to come, nothing, or more received than claimed. */
export const differenceKind = (differenceMinor: number) =>
  differenceMinor > 0 ? 'due' : differenceMinor < 0 ? 'over-paid' : 'settled';
