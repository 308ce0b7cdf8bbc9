import { describe, expect, it } from 'vitest';
import { periodRange, readView, writeView } from './report-search.ts';

describe('report periods', () => {
  it('cover the office days of the week, the month, last month and the year', () => {
    // 2026-11-25 is a Wednesday.
    expect(periodRange('this-week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(periodRange('this-week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(periodRange('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('this-month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(periodRange('last-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('this-year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });
});

describe('the address of a view', () => {
  it('keeps the tab, the range and the filters, and leaves out the defaults', () => {
    const view = readView(
      new URLSearchParams('tab=leads&period=custom&from=2026-01-01&to=2026-02-01&source=website&interval=week'),
      '2026-11-25',
    );
    expect(view).toMatchObject({
      tab: 'leads',
      range: { from: '2026-01-01', to: '2026-02-01' },
      filter: { source: 'website' },
      interval: 'week',
      print: false,
    });
    expect(writeView(view)).toMatchObject({ tab: 'leads', period: 'custom', source: 'website', interval: 'week' });
    expect(readView(new URLSearchParams('tab=nonsense&source=nope'), '2026-11-25')).toMatchObject({
      tab: 'funnel',
      period: 'this-month',
      range: { from: '2026-11-01', to: '2026-11-25' },
      filter: { source: undefined },
    });
  });
});
