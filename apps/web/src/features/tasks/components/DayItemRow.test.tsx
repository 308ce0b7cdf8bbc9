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

  it('leaves out what this role may not do with a student of another role of the user’s, and links to its area', async () => {
    fakeApi({});
    const student = {
      studentId: 10042,
      fullName: 'Rafi Uddin',
      status: 'application-processing' as const,
      counselorEmployeeId: 'D-003',
      nextDueAt: null,
      openAs: 'admin Officer' as const,
    };
    const step = { ...task, kind: 'next-action' as const, id: 's1', title: 'Ask for the SOP', student };
    showInArea(
      <>
        <DayItemRow item={step} />
        <DayItemRow item={{ ...task, student }} />
        <DayItemRow
          item={{ ...task, id: 't2', title: 'Call the parents', student: { ...student, openAs: 'Counselor' } }}
        />
      </>,
      'Counselor',
      vi.fn(),
    );
    const links = await screen.findAllByRole('link', { name: 'Rafi Uddin (10042)' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin-officer/student-details/10042/D-003',
      '/admin-officer/student-details/10042/D-003',
      '/counselor/student-details/10042/D-003',
    ]);
    // The next step is the officer's to move; the task is the user's own to complete or move, whatever its student.
    expect(screen.queryByRole('button', { name: 'Snooze Ask for the SOP' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Snooze Call the bank' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Complete' })).toHaveLength(2);
    // WhatsApp asks the server about the student in this role: only the Counselor's own student has it.
    expect(screen.getAllByRole('button', { name: /WhatsApp/ })).toHaveLength(1);
  });
});
