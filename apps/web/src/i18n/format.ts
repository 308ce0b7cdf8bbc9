import { currentOfficeLocale } from '../ui/dhaka-time.ts';
import { INTL_LOCALES, type Language } from './languages.ts';

/**
 * Numbers and dates for the pages a student sees, in the chosen language (Bangla digits in Bangla). Staff screens
 * keep the office's own date format (ui/dhaka-time.ts).
 */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(INTL_LOCALES[language], options).format(value);
}

const DATE_STYLE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dhaka',
};

/**
 * A moment or a `YYYY-MM-DD` day as the office's day (Asia/Dhaka); text that is no date is shown as it is. English
 * dates are written in the office's format (day or month first, set by shell/OfficeDates.tsx on the upload page as
 * in the areas: docs/decisions.md, "Office locale"); Bangla ones as written in Bangladesh.
 */
export function formatDate(value: Date | string, language: Language, options: Intl.DateTimeFormatOptions = DATE_STYLE) {
  const date =
    typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+06:00` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = language === 'en' ? currentOfficeLocale() : INTL_LOCALES[language];
  return new Intl.DateTimeFormat(locale, options).format(date);
}

const BANGLA_ZERO = 0x09e6;

/** Bangla digits typed into a field (a phone number, a score) as the digits the API checks: '৬.৫' → '6.5'. */
export function toLatinDigits(text: string) {
  return text.replace(/[০-৯]/g, (digit) => String((digit.codePointAt(0) ?? BANGLA_ZERO) - BANGLA_ZERO));
}
