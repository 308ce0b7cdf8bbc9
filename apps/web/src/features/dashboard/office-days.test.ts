import { officeToday } from '@studydesk/shared/dates';
import { describe, expect, it } from 'vitest';
import { canGoNext, fillDays, longDayLabel, shiftDay, shortDayLabel } from './office-days.ts';

describe('officeToday', () => {
  it('uses the Dhaka day, which starts six hours before UTC midnight', () => {
    expect(officeToday(new Date('2026-11-21T17:59:00Z'))).toBe('2026-11-21');
    expect(officeToday(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-22');
  });
});

describe('shiftDay', () => {
  it('steps across month and year ends and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('comes back to the same day after Pre then Next', () => {
    expect(shiftDay(shiftDay('2026-11-22', -1), 1)).toBe('2026-11-22');
  });
});

describe('canGoNext', () => {
  it('is false on today and true before it', () => {
    expect(canGoNext('2026-11-22', '2026-11-22')).toBe(false);
    expect(canGoNext('2026-11-21', '2026-11-22')).toBe(true);
    expect(canGoNext('2026-11-23', '2026-11-22')).toBe(false);
  });
});

describe('fillDays', () => {
  it('gives 30 days ending today with zeros where the API left days out', () => {
    const filled = fillDays(
      [
        { day: '2026-10-24', count: 2 },
        { day: '2026-11-22', count: 5 },
      ],
      '2026-11-22',
    );
    expect(filled).toHaveLength(30);
    expect(filled[0]).toEqual({ day: '2026-10-24', count: 2 });
    expect(filled[29]).toEqual({ day: '2026-11-22', count: 5 });
    expect(filled.filter((d) => d.count === 0)).toHaveLength(28);
  });
  it('ignores days outside the window', () => {
    expect(fillDays([{ day: '2026-01-01', count: 9 }], '2026-11-22', 3).map((d) => d.count)).toEqual([0, 0, 0]);
  });
});

describe('labels', () => {
  it('reads the day as written, whatever the browser zone', () => {
    expect(shortDayLabel('2026-11-02')).toBe('2 Nov');
    expect(longDayLabel('2026-11-22')).toBe('Sun, 22 November 2026');
  });
});
