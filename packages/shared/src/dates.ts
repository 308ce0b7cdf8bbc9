import { z } from 'zod';

/** The office works in Bangladesh: arrival dates and the clock use Asia/Dhaka (SPEC.md 2.5). */
export const OFFICE_TIME_ZONE = 'Asia/Dhaka';

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30) within years 1900 to 2999. */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day in a filter or form: the form YYYY-MM-DD and a real calendar day, so no impossible date reaches SQL. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a real date');

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A calendar day (YYYY-MM-DD) `days` later (or earlier). */
export const addDays = (day: string, days: number) => dayOf(new Date(utcDay(day).getTime() + days * 86_400_000));

/**
 * A calendar day `months` later, on the same day or the month's last when it is shorter (31 Jan + 1 month = 28 Feb;
 * 29 Feb + 2 years = 28 Feb), as PostgreSQL adds an interval.
 */
export function addMonths(day: string, months: number) {
  const start = utcDay(day);
  const month = start.getUTCMonth() + months;
  const last = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), last))));
}

/** Whole days from one calendar day (YYYY-MM-DD) to another, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);

/** Whole calendar months from `from` to `to` (YYYY-MM-DD, `to` not earlier), as addMonths counts them. */
export function monthsBetween(from: string, to: string) {
  let months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  while (months > 0 && addMonths(from, months) > to) months -= 1;
  return months;
}

// Made once: an Intl.DateTimeFormat built for each call cost 80 µs, most of the time of a sweep's thousands of alerts.
const longDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as the office writes it in a message or a document: "1 April 2030". */
export const longDate = (day: string) => longDateFormat.format(new Date(`${day}T00:00:00Z`));

// Made once: building an Intl.DateTimeFormat cost more than a report's whole query (6.5% of a report request's CPU).
const officeDate = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE });

// The last minute asked for and its day: a day of any time zone begins on a whole minute, and formatting the date
// cost 1.4% of a report request's CPU (it is asked twice a request).
let last = { minute: Number.NaN, day: '' };

/** Today (or `now`'s day) in the office's time zone, as `YYYY-MM-DD`: a decision date may not be after it. */
export function officeToday(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== last.minute) last = { minute, day: officeDate.format(now) };
  return last.day;
}
