import { describe, expect, it } from 'vitest';
import { periodParts } from './report-periods.ts';

const DAY_MS = 86_400_000;
const plus = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** How many times each day around the range is counted: its month's row, and its own row signed as periodSign does. */
function counted(from: string, to: string) {
  const parts = periodParts({ from, to });
  const counts = new Map<string, number>();
  for (let day = plus(from, -62); day <= plus(to, 62); day = plus(day, 1)) {
    const month = `${day.slice(0, 7)}-01`;
    const byMonth = parts.filter((p) => p.grain === 'month' && p.from <= month && month < p.until).length;
    const sign = day < from || day > to ? -1 : 1;
    const byDay = parts.filter((p) => p.grain === 'day' && p.from <= day && day < p.until).length * sign;
    counts.set(day, byMonth + byDay);
  }
  return counts;
}

describe('periodParts', () => {
  it('counts every day of the range once and no other day, over ranges of every shape', () => {
    const starts = ['2024-01-01', '2024-02-10', '2024-02-28', '2024-03-31', '2024-12-17', '2025-02-01'];
    const lengths = [0, 1, 5, 13, 27, 28, 29, 30, 31, 45, 59, 60, 61, 90, 200, 365, 366, 800];
    for (const from of starts) {
      for (const length of lengths) {
        const to = plus(from, length);
        for (const [day, n] of counted(from, to)) {
          expect(n, `${from}..${to}: ${day}`).toBe(day >= from && day <= to ? 1 : 0);
        }
      }
    }
  });

  it('reads a year to today from the months and the current month as its row less the days to come', () => {
    expect(periodParts({ from: '2026-01-01', to: '2026-11-28' })).toEqual([
      { grain: 'month', from: '2026-01-01', until: '2026-12-01' },
      { grain: 'day', from: '2026-11-29', until: '2026-12-01' },
    ]);
    expect(periodParts({ from: '2026-11-03', to: '2026-11-05' })).toEqual([
      { grain: 'day', from: '2026-11-03', until: '2026-11-06' },
    ]);
  });
});
