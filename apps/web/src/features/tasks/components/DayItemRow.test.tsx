import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { DayItemRow } from './DayItemRow.tsx';

afterEach(() => vi.unstubAllGlobals());

const task = {
  kind: 'task' as const,
  id: 't1',
  title: 'Call the bank',
  dueAt: '2026-03-06T04:00:00.000Z',
  overdue: false,
  student: null,
};

describe('a line of My Day', { timeout: 30_000 }, () => {
  it('gives the focus back to its snooze menu when the date dialog closes', async () => {
    fakeApi({});
    showInArea(<DayItemRow item={task} />, 'Counselor', vi.fn());
    const menu = await screen.findByRole('button', { name: 'Snooze Call the bank' });
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pick a date…' }));
    expect(await screen.findByRole('dialog', { name: 'Snooze until' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Pick a date…' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });
});
