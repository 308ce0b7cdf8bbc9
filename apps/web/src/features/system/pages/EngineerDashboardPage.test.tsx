import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { EngineerDashboardPage } from './EngineerDashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const health = { body: { status: 'ok', database: 'up', version: '1.0.0', uptimeSeconds: 60 } };
const statusWith = (failedJobs: unknown) => ({
  body: {
    data: { version: '1.0.0', database: 'up', storage: 'local', connectedClients: 2, uptimeSeconds: 60, failedJobs },
  },
});

describe('the engineer’s dashboard', () => {
  it('counts the jobs that failed for good and names each queue’s last error', async () => {
    fakeApi({
      'GET /health': health,
      'GET /system/status': statusWith([
        { queue: 'outbox', count: 2, lastAt: '2026-12-01T04:05:00.000Z', lastError: 'connect ECONNREFUSED' },
        { queue: 'reminders', count: 1, lastAt: '2026-12-01T03:00:00.000Z', lastError: 'deadlock detected' },
      ]),
    });
    showInArea(<EngineerDashboardPage />, 'Software Engineer', vi.fn());
    const alert = await screen.findByRole('alert', { name: 'Jobs that failed after every retry' });
    expect(within(alert).getByText(/2 failed, the last at 1 Dec 2026, 10:05 — connect ECONNREFUSED/)).toBeTruthy();
    expect(within(alert).getByText(/1 failed, the last at 1 Dec 2026, 09:00 — deadlock detected/)).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('says so when this instance runs no job queue, with no alert', async () => {
    fakeApi({ 'GET /health': health, 'GET /system/status': statusWith(null) });
    showInArea(<EngineerDashboardPage />, 'Software Engineer', vi.fn());
    expect(await screen.findByText('Not run here')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
