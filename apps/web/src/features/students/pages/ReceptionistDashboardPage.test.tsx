import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { ReceptionistDashboardPage } from './ReceptionistDashboardPage.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const arrivalDays = (calls: { path: string; search: string }[]) =>
  calls.filter((c) => c.path === '/super-admin/get-student-list').map((c) => new URLSearchParams(c.search).get('date'));

describe('the receptionist’s dashboard', { timeout: 30_000 }, () => {
  it('asks for the new day’s arrivals once Dhaka’s midnight has passed, in a tab left open', async () => {
    // 23:00 on 1 December in Dhaka.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-12-01T17:00:00Z') });
    const calls = fakeApi({
      'GET /super-admin/get-student-list': { body: { data: [], page: { number: 1, size: 10, hasNext: false } } },
    });
    showInArea(<ReceptionistDashboardPage />, 'receptionist', () => {});
    expect(await screen.findByText('Registered today')).toBeTruthy();
    await waitFor(() => expect(arrivalDays(calls)).toContain('2026-12-01'));

    // 09:30 the next morning in Dhaka.
    await vi.advanceTimersByTimeAsync(new Date('2026-12-02T03:30:00Z').getTime() - Date.now());
    await waitFor(() => expect(arrivalDays(calls)).toContain('2026-12-02'));
    expect(arrivalDays(calls).at(-1)).toBe('2026-12-02');
  });
});
