/** SPEC.md 2.5: the office works in Asia/Dhaka time, shown on a 24-hour clock. */
export const OFFICE_TIME_ZONE = 'Asia/Dhaka';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDhakaDate(at: Date): string {
  return dateFormat.format(at);
}

export function formatDhakaTime(at: Date): string {
  return timeFormat.format(at);
}

/** A moment as the office reads it: "22 Nov 2026, 09:41" in Asia/Dhaka. */
export function formatOfficeDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTimeFormat.format(at);
}
