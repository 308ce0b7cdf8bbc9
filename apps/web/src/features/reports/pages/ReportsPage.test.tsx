import type { MoneyReport } from '@studydesk/shared/reports';
import type { Role } from '@studydesk/shared/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../test-media.ts';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { ReportsPage } from './ReportsPage.tsx';

const money: MoneyReport = {
  range: { from: '2026-01-01', to: '2026-12-31' },
  officeCurrency: 'BDT',
  months: [{ month: '2026-03', currency: 'GBP', expectedMinor: 250_000, receivedMinor: 100_000, rate: 152.4 }],
  totals: [{ month: '2026-03', expectedMinor: 38_100_000, receivedMinor: 15_240_000 }],
  claims: [
    {
      universityName: 'University of Leeds',
      currency: 'GBP',
      claims: 2,
      outstandingMinor: 150_000,
      overdueMinor: 40_000,
    },
  ],
};

/** The reports at `search` of `role` (Super Admin's unless told), as the app's router shows them. */
function showReports(search: string, report: MoneyReport = money, role: Role = 'Super Admin') {
  fakeApi({ 'GET /reports/money': { body: { data: report } }, 'GET /employees/counselors': { body: { data: [] } } });
  renderInArea(
    sessionOf(role),
    '/area',
    [{ path: 'reports', element: <ReportsPage /> }],
    () => {},
    `/area/reports${search}`,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the reports on a phone', { timeout: 30_000 }, () => {
  it('lets the tabs wrap and shows the money figures as cards, the rate and the overdue too', async () => {
    onAPhone();
    showReports('?tab=money&period=this-year');

    const month = await screen.findByRole('group', { name: 'Mar 2026 · GBP' });
    expect(screen.queryByRole('table')).toBeNull();
    // The rate column and the claims' overdue were beyond the scroll box's ~316px at a phone's width.
    expect(within(month).getByText('Rate in BDT')).toBeTruthy();
    expect(within(month).getByText('152.4')).toBeTruthy();
    const claim = screen.getByRole('group', { name: 'University of Leeds' });
    expect(within(claim).getByText('Of it overdue').nextElementSibling?.textContent).toBe('£400.00');
    // The tab strip no longer keeps to one line that scrolls: Money, its last tab, wraps into view.
    const tabs = screen.getByRole('tablist');
    expect(tabs.style.flexWrap).toBe('');
    expect(within(tabs).getByRole('tab', { name: 'Money' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the tables and the one-line tab strip on a wider screen', async () => {
    showReports('?tab=money&period=this-year');

    expect(await screen.findByRole('row', { name: /Mar 2026/ })).toBeTruthy();
    expect(screen.getByRole('tablist').style.flexWrap).toBe('nowrap');
  });
});

describe('the Money tab', { timeout: 30_000 }, () => {
  it('writes months as the ledger does, the months without a rate too', async () => {
    const noRate = { month: '2026-03', currency: 'GBP', expectedMinor: 250_000, receivedMinor: 0, rate: null };
    showReports('?tab=money&period=this-year', { ...money, months: [noRate] });

    expect(await screen.findByRole('row', { name: /^Mar 2026 GBP/ })).toBeTruthy();
    expect(screen.queryByText(/2026-03/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('GBP Mar 2026.');
  });
});

describe('Print summary', { timeout: 30_000 }, () => {
  it('is offered for a named period', async () => {
    showReports('?tab=money&period=this-year');
    const print = await screen.findByRole('button', { name: 'Print summary' });
    expect(print.hasAttribute('disabled')).toBe(false);
  });

  it('cannot be pressed, to no effect, while the custom range ends before it starts', async () => {
    showReports('?tab=money&period=custom&from=2026-05-01&to=2026-04-01');
    const print = await screen.findByRole('button', { name: 'Print summary' });
    expect(print.hasAttribute('disabled')).toBe(true);
  });
});

describe("Accounts' reports", { timeout: 30_000 }, () => {
  it('are the money report alone, over a range, without the students summary', async () => {
    // a Super Admin's address of another tab, sent on, shows the money
    showReports('?tab=funnel&period=this-year&source=facebook', money, 'Accounts');

    expect(await screen.findByRole('row', { name: /^Mar 2026 GBP/ })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Money']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Print summary' })).toBeNull();
    const filters = screen.getByRole('group', { name: 'Report filters' });
    expect(
      within(filters)
        .getAllByRole('combobox')
        .map((input) => input.getAttribute('value')),
    ).toEqual(['This year']);
    expect(within(filters).queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Commission expected against received/)).toBeTruthy();
  });
});
