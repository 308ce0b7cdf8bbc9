import { formatOfficeDay } from '../../ui/dhaka-time.ts';

/** A calendar day as the API takes it: `YYYY-MM-DD`. */
export type Day = string;

/** Moves a day by whole days; computed in UTC so daylight-saving changes of the browser cannot skip a day. */
export function shiftDay(day: Day, by: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + by)).toISOString().slice(0, 10);
}

/** SPEC.md 2.5 / section 5: Next is disabled on today (and never goes past it). */
export function canGoNext(day: Day, today: Day): boolean {
  return day < today;
}

/** The last `days` office days ending today, each with its count; the API leaves out days without leads. */
export function fillDays(perDay: { day: Day; count: number }[], today: Day, days = 30): { day: Day; count: number }[] {
  const counts = new Map(perDay.map((p) => [p.day, p.count]));
  return Array.from({ length: days }, (_, i) => {
    const day = shiftDay(today, i - (days - 1));
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** "22 Nov" for a chart axis, in the office's date format. */
export function shortDayLabel(day: Day): string {
  return formatOfficeDay(day, 'dayMonth');
}

/** "Sun, 22 November 2026", in the office's date format. */
export function longDayLabel(day: Day): string {
  return formatOfficeDay(day, 'weekday');
}
