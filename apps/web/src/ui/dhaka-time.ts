import { isCalendarDate } from '@studydesk/shared/dates';
import { DEFAULT_OFFICE_LOCALE, OFFICE_LOCALES, type OfficeLocale } from '@studydesk/shared/office-locale';

/** SPEC.md 2.5: the office works in Asia/Dhaka time, shown on a 24-hour clock. */
export const OFFICE_TIME_ZONE = 'Asia/Dhaka';

/**
 * How the office writes dates (issue 22): Super Admin's setting, read once by shell/OfficeDates.tsx, which sets it
 * here before the pages render; every date shown and every picker goes through this file.
 */
let officeLocale: OfficeLocale = DEFAULT_OFFICE_LOCALE;

export function setOfficeLocale(locale: OfficeLocale) {
  officeLocale = locale;
}

export function currentOfficeLocale(): OfficeLocale {
  return officeLocale;
}

export function isOfficeLocale(value: unknown): value is OfficeLocale {
  return OFFICE_LOCALES.some((locale) => locale === value);
}

const STYLES = {
  /** "Friday, 6 March 2026" / "Friday, March 6, 2026" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Fri, 6 March 2026" / "Fri, March 6, 2026" */
  weekday: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  /** "6 Mar 2026" / "Mar 6, 2026" */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "6 Mar" / "Mar 6" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "6 Mar 2026, 21:04" / "Mar 6, 2026, 21:04" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "21:04:05", the same in every locale. */
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type OfficeDateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: OfficeDateStyle, timeZone: string, locale: OfficeLocale): Intl.DateTimeFormat {
  const key = `${style} ${timeZone} ${locale}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** A moment as the office reads it, in Asia/Dhaka; a text that is no moment is shown as it is. */
export function formatOfficeMoment(at: Date | string, style: OfficeDateStyle = 'dateTime', locale = officeLocale) {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? String(at) : formatter(style, OFFICE_TIME_ZONE, locale).format(date);
}

/**
 * A calendar day (`YYYY-MM-DD`, already the office's day: a birthday, a day away), never moved by a time zone; the
 * day of an ISO date-time is its first ten characters. Any other text (a date of birth typed as '1999', an
 * impossible '2000-02-30') is shown as it is rather than as some other day.
 */
export function formatOfficeDay(day: string, style: OfficeDateStyle = 'day', locale = officeLocale) {
  const calendarDay = day.slice(0, 10);
  const isDay = isCalendarDate(calendarDay) && (day.length === 10 || day[10] === 'T');
  return isDay ? formatter(style, 'UTC', locale).format(new Date(`${calendarDay}T00:00:00Z`)) : day;
}

/** Asia/Dhaka is six hours ahead of UTC all year (no daylight saving time). */
const DHAKA_OFFSET = '+06:00';
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * A moment as the Dhaka wall clock reads it, `YYYY-MM-DD HH:mm:ss` (the value the date-time pickers take), whatever
 * the browser's time zone; null for text that is no moment.
 */
export function dhakaWallClock(at: Date | string): string | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The moment (ISO, UTC) that a Dhaka wall-clock time names: what a date-time picker gives,
 * `YYYY-MM-DD HH:mm[:ss]`, is read as the office's time, not the browser's. Null for anything else.
 */
export function fromDhakaWallClock(wallClock: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(wallClock.trim());
  if (!match || !isCalendarDate(match[1] ?? '')) return null;
  const date = new Date(`${match[1]}T${match[2]}${DHAKA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** What the date pickers show and accept (dayjs tokens): 24/11/2026 day first, 11/24/2026 month first. */
export function pickerDateFormat(locale = officeLocale): string {
  return locale === 'en-US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** The first column of the pickers' calendars: Sunday in the US, Monday otherwise. */
export function firstDayOfWeek(locale = officeLocale): 0 | 1 {
  return locale === 'en-US' ? 0 : 1;
}

export function formatDhakaDate(at: Date): string {
  return formatOfficeMoment(at, 'long');
}

export function formatDhakaTime(at: Date): string {
  return formatOfficeMoment(at, 'time');
}

/** A moment as the office reads it: "22 Nov 2026, 09:41" in Asia/Dhaka. */
export function formatOfficeDateTime(iso: string): string {
  return formatOfficeMoment(iso, 'dateTime');
}
