import { describe, expect, it } from 'vitest';
import { defaultMonth, monthsOf, rateTable, rateText, yearChoices } from './rate-table.ts';

describe('the monthly rates', () => {
  it('has every month of the year, and years from next year back', () => {
    expect(monthsOf(2026)).toHaveLength(12);
    expect(monthsOf(2026)[0]).toBe('2026-01');
    expect(monthsOf(2026)[11]).toBe('2026-12');
    expect(yearChoices(2026).slice(0, 3)).toEqual([2027, 2026, 2025]);
  });

  it('puts each rate in its month and currency, and leaves the months without one empty', () => {
    const table = rateTable(
      [
        { month: '2026-03', currency: 'GBP', rate: 151.2 },
        { month: '2026-03-01', currency: 'EUR', rate: 131.05 },
        { month: '2026-04', currency: 'GBP', rate: 152 },
      ],
      2026,
    );
    expect(table.currencies).toEqual(['EUR', 'GBP']);
    expect(table.rows).toHaveLength(12);
    expect(table.rows[2]).toEqual({ month: '2026-03', rates: { GBP: 151.2, EUR: 131.05 } });
    expect(table.rows[3]?.rates).toEqual({ GBP: 152 });
    expect(table.rows[0]?.rates).toEqual({});
  });

  it('shows a rate with up to six decimals', () => {
    expect(rateText(117.25)).toBe('117.25');
    expect(rateText(0.00851234)).toBe('0.008512');
    expect(rateText(1500)).toBe('1,500');
  });

  it('enters a new rate for this month, or for January of another year', () => {
    expect(defaultMonth(2026, '2026-03-06')).toBe('2026-03');
    expect(defaultMonth(2025, '2026-03-06')).toBe('2025-01');
  });
});
