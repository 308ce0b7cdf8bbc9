import type { ReportRange } from '@studydesk/shared/reports';

/** A range of one grain's rollup rows: `period` from `from` (included) to `until` (excluded), as YYYY-MM-DD. */
export interface PeriodPart {
  grain: 'month' | 'day';
  from: string;
  until: string;
}

const DAY_MS = 86_400_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => dayOf(new Date(dateOf(day).getTime() + days * DAY_MS));
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const date = dateOf(month);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
};
const daysBetween = (from: string, until: string) => (dateOf(until).getTime() - dateOf(from).getTime()) / DAY_MS;
const least = (a: string, b: string) => (a < b ? a : b);
const greatest = (a: string, b: string) => (a > b ? a : b);

/**
 * The rollup rows covering the range: whole months from the monthly rows, and a part of a month at either end from
 * the daily ones, or, when it holds more of its month's days than it leaves out, as its month's row less the days
 * left out (`periodSign` counts those -1). A year to today then reads the current month's row and none of its days.
 * Worked out here rather than in the statement: PostgreSQL's generic plan would work out each bound again for every
 * row it compares (date_trunc of a date is timezone-dependent, so never folded).
 */
export function periodParts(range: ReportRange): PeriodPart[] {
  const { from, to } = range;
  const afterEnd = plusDays(to, 1);
  // The first whole month, the month after the last whole one, and the months of the two ends.
  const first = from === monthOf(from) ? from : nextMonth(monthOf(from));
  const after = monthOf(afterEnd);
  const fromMonth = monthOf(from);
  const afterTo = nextMonth(after);
  // Only a range over more than one month: within one, the days are the fewer rows anyway.
  const startByMonth = first <= after && daysBetween(from, first) > daysBetween(fromMonth, from);
  const endByMonth = first <= after && after <= to && daysBetween(after, afterEnd) > daysBetween(afterEnd, afterTo);
  const parts: PeriodPart[] = [
    { grain: 'month', from: startByMonth ? fromMonth : first, until: endByMonth ? afterTo : after },
    { grain: 'day', from, until: startByMonth ? from : least(first, afterEnd) },
    { grain: 'day', from: fromMonth, until: startByMonth ? from : fromMonth },
    { grain: 'day', from: greatest(after, first), until: endByMonth ? greatest(after, first) : afterEnd },
    { grain: 'day', from: afterEnd, until: endByMonth ? afterTo : afterEnd },
  ];
  return parts.filter((part) => part.from < part.until);
}
