import type { ExpiryWarning } from '@studydesk/shared/checklists';
import { addMonths, daysBetween, isCalendarDate, longDate, officeToday } from '@studydesk/shared/dates';

/** The office's calendar day of `now`, as YYYY-MM-DD. */
export const toDay = (now: Date) => officeToday(now);

/**
 * `day` (YYYY-MM-DD, or anything starting so) plus `years`, as the database adds them (29 February + 2 years =
 * 28 February); null when it is not a date.
 */
export function addYears(day: string, years: number) {
  const start = day.slice(0, 10);
  return isCalendarDate(start) ? addMonths(start, years * 12) : null;
}

/** 'expired' once the day has passed, 'soon' within 90 days. */
export function expiryWarning(expiresAt: string | null, today: string): ExpiryWarning {
  if (!expiresAt) return null;
  const days = daysBetween(today, expiresAt);
  return days < 0 ? 'expired' : days <= 90 ? 'soon' : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The first day of an intake as staff write it ("September 2027", "Sep-27", "2027-09", "Jan 2028"); null when
 * the text names no month and year.
 */
export function intakeStart(intake: string): string | null {
  const text = intake.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{2})/.exec(text);
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12) return `${iso[1]}-${iso[2]}-01`;
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m}`).test(text));
  const short = /\b(\d{2})\b/.exec(text)?.[1];
  const year = /\b(20\d{2})\b/.exec(text)?.[1] ?? (short ? `20${short}` : undefined);
  if (month < 0 || !year) return null;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The warning of a passport that expires before the intake plus six months; null when it does not (or is unknown). */
export function passportWarning(expiresAt: string | null, intake: string) {
  const start = intakeStart(intake);
  if (!expiresAt || !start) return null;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const sixMonthsIn = new Date(Date.UTC(year, month - 1 + 6, 1)).toISOString().slice(0, 10);
  if (expiresAt >= sixMonthsIn) return null;
  return `The passport expires on ${longDate(expiresAt)}, less than six months after the ${intake.trim()} intake: it needs renewing before the visa application.`;
}
