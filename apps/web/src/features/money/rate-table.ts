import type { Rate } from '@studydesk/shared/money';

/** "2026-01" to "2026-12". */
export const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** Next year (rates are entered ahead too) and the nine before this one. */
export const yearChoices = (thisYear: number) => Array.from({ length: 11 }, (_, i) => thisYear + 1 - i);

export interface RateRow {
  month: string;
  /** Per currency, the rate entered for the month; a currency missing from it has none yet. */
  rates: Record<string, number>;
}

/** The year's rates as a table: every month a row (so a missing one shows), every currency entered a column. */
export function rateTable(rates: Rate[], year: number): { currencies: string[]; rows: RateRow[] } {
  const currencies = [...new Set(rates.map((rate) => rate.currency))].sort();
  const rows = monthsOf(year).map((month) => ({
    month,
    rates: Object.fromEntries(rates.filter((rate) => rate.month.startsWith(month)).map((r) => [r.currency, r.rate])),
  }));
  return { currencies, rows };
}

/** A rate as entered, with up to six decimals: "117.25", "0.0085". */
export const rateText = (rate: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 }).format(rate);

/** The month a new rate is for: this month in this year, January in another. */
export const defaultMonth = (year: number, today: string) =>
  today.startsWith(`${year}-`) ? today.slice(0, 7) : `${year}-01`;
