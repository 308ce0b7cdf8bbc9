import { afterEach, describe, expect, it } from 'vitest';
import {
  currentOfficeLocale,
  dhakaWallClock,
  firstDayOfWeek,
  formatDhakaDate,
  formatDhakaTime,
  formatOfficeDateTime,
  formatOfficeDay,
  formatOfficeMoment,
  fromDhakaWallClock,
  isOfficeLocale,
  pickerDateFormat,
  setOfficeLocale,
} from './dhaka-time.ts';

describe('Asia/Dhaka clock', () => {
  it('shows the time six hours ahead of UTC on a 24-hour clock', () => {
    expect(formatDhakaTime(new Date('2026-03-05T15:04:05Z'))).toBe('21:04:05');
  });

  it('rolls the date over at Dhaka midnight, not UTC midnight', () => {
    const text = formatDhakaDate(new Date('2026-03-05T18:30:00Z'));
    expect(text).toContain('Friday');
    expect(text).toContain('6 March 2026');
  });
});

describe('the office locale (issue 22)', () => {
  afterEach(() => setOfficeLocale('en-GB'));

  it('writes the day first by default, and the month first in en-US', () => {
    const at = '2026-11-24T09:41:00Z';
    expect(formatOfficeDateTime(at)).toBe('24 Nov 2026, 15:41');
    expect(formatOfficeMoment(at, 'day', 'en-US')).toBe('Nov 24, 2026');
    setOfficeLocale('en-US');
    expect(currentOfficeLocale()).toBe('en-US');
    expect(formatOfficeDateTime(at)).toBe('Nov 24, 2026, 15:41');
    expect(formatDhakaDate(new Date(at))).toBe('Tuesday, November 24, 2026');
    expect(formatDhakaTime(new Date(at))).toBe('15:41:00');
  });

  it('keeps a calendar day the day it is, wherever the browser is', () => {
    expect(formatOfficeDay('2000-01-31')).toBe('31 Jan 2000');
    expect(formatOfficeDay('2000-01-31', 'dayMonth', 'en-US')).toBe('Jan 31');
    expect(formatOfficeDay('2026-03-06', 'weekday')).toBe('Fri, 6 March 2026');
    // A moment late at night in Dhaka is already the next day there.
    expect(formatOfficeMoment('2026-03-05T18:30:00Z', 'day')).toBe('6 Mar 2026');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatOfficeDay('someday')).toBe('someday');
    expect(formatOfficeDateTime('not a time')).toBe('not a time');
  });

  it('shows an impossible or partial date (free text: a date of birth, a test date) as typed, not as another day', () => {
    expect(formatOfficeDay('2000-02-30')).toBe('2000-02-30');
    expect(formatOfficeDay('1999')).toBe('1999');
    expect(formatOfficeDay('1999-07')).toBe('1999-07');
    expect(formatOfficeDay('2000-02-29 or so')).toBe('2000-02-29 or so');
    expect(formatOfficeDay('2000-02-29')).toBe('29 Feb 2000');
    // The day of an ISO date-time is still its first ten characters.
    expect(formatOfficeDay('2000-01-31T00:00:00.000Z')).toBe('31 Jan 2000');
  });

  it('gives the pickers the format and first weekday of the locale', () => {
    expect(pickerDateFormat()).toBe('DD/MM/YYYY');
    expect(firstDayOfWeek()).toBe(1);
    expect(pickerDateFormat('en-US')).toBe('MM/DD/YYYY');
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(isOfficeLocale('en-US')).toBe(true);
    expect(isOfficeLocale('fr-FR')).toBe(false);
    expect(isOfficeLocale(null)).toBe(false);
  });
});

describe('the Dhaka wall clock of the date-time pickers', () => {
  it('reads what the picker gives as Dhaka time, whatever the browser’s time zone', () => {
    expect(fromDhakaWallClock('2026-12-02 10:00:00')).toBe('2026-12-02T04:00:00.000Z');
    expect(fromDhakaWallClock('2026-12-02 10:00')).toBe('2026-12-02T04:00:00.000Z');
    // Before 06:00 in Dhaka it is still the day before in UTC.
    expect(fromDhakaWallClock('2026-12-02 05:30:00')).toBe('2026-12-01T23:30:00.000Z');
  });

  it('gives the picker the Dhaka wall clock of a moment', () => {
    expect(dhakaWallClock('2026-12-02T04:00:00.000Z')).toBe('2026-12-02 10:00:00');
    expect(dhakaWallClock(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02 00:30:00');
    expect(fromDhakaWallClock(dhakaWallClock('2026-03-05T15:04:05.000Z') ?? '')).toBe('2026-03-05T15:04:05.000Z');
  });

  it('gives null for what is no moment', () => {
    expect(dhakaWallClock('not a time')).toBeNull();
    expect(fromDhakaWallClock('')).toBeNull();
    expect(fromDhakaWallClock('tomorrow at ten')).toBeNull();
    expect(fromDhakaWallClock('2026-02-30 10:00:00')).toBeNull();
    expect(fromDhakaWallClock('2026-12-02 25:00:00')).toBeNull();
  });
});
