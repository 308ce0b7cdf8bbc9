import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sessionOf } from '../test-support.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';

afterEach(() => vi.useRealTimers());

describe('the dashboards’ header', { timeout: 30_000 }, () => {
  // Two clocks ticking together (a page reading the office day under its header) once lost their intervals.
  it('keeps following the clock in a tab left open all night, beside another clock', async () => {
    // 23:00 on 1 December in Dhaka.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-12-01T17:00:00Z') });
    renderPage(
      <>
        <DashboardHeader session={sessionOf('receptionist')} />
        <DashboardHeader session={sessionOf('Counselor')} />
      </>,
      () => {},
    );
    expect(await screen.findAllByText('Tuesday, 1 December 2026 · Dhaka time')).toHaveLength(2);
    expect(screen.getAllByText('Good evening,')).toHaveLength(2);

    // 09:30 the next morning in Dhaka.
    await vi.advanceTimersByTimeAsync(new Date('2026-12-02T03:30:00Z').getTime() - Date.now());
    expect(await screen.findAllByText('Wednesday, 2 December 2026 · Dhaka time')).toHaveLength(2);
    expect(screen.getAllByText('Good morning,')).toHaveLength(2);
  });
});
