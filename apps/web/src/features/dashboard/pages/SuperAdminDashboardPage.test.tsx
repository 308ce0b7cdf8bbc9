import { STUDENT_STATUSES } from '@studydesk/shared/students';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { SuperAdminDashboardPage } from './SuperAdminDashboardPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const session = sessionOf('Super Admin', 'E-1');

const counts = {
  total: 344,
  byStatus: Object.fromEntries(STUDENT_STATUSES.map((status) => [status, 10])),
  perDay: [],
};

/** The dashboard in the Super Admin's area, as the app's router shows it. */
function showDashboard() {
  renderInArea(session, '/super-admin', [{ index: true, element: <SuperAdminDashboardPage /> }], toast.error);
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the Super Admin dashboard', { timeout: 30_000 }, () => {
  it('says the counts could not be loaded, with the reason, and shows them once Try again reads them', async () => {
    let down = true;
    const calls = fakeApi({
      'GET /super-admin/dashboard': () =>
        down
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The database is not answering' } } }
          : { body: { data: counts } },
    });
    showDashboard();

    const alert = await screen.findByRole('alert', { name: /The student counts could not be loaded/ });
    expect(within(alert).getByText('The database is not answering')).toBeTruthy();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Students: 344')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /The student counts could not be loaded/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/super-admin/dashboard').length).toBe(3);
    // Said once, in place: not also as a toast.
    expect(toast.error).not.toHaveBeenCalledWith('The database is not answering');
  });

  it('says in the arrivals’ table that they could not be loaded, with the reason, and not as a toast', async () => {
    fakeApi({
      'GET /super-admin/dashboard': { body: { data: counts } },
      'GET /super-admin/get-student-list': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'The database is not answering' } },
      },
    });
    showDashboard();
    const alert = await screen.findByRole('alert', { name: 'The arrivals could not be loaded' });
    expect(within(alert).getByText('The database is not answering')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByText('Total Students: 344')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
