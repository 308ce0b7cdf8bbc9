import type { Absence } from '@studydesk/shared/allocation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEmployee, fakeApi, showInArea } from '../../../test-support.tsx';
import { AwayCard } from './AwayCard.tsx';

const AWAY = 'GET /super-admin/employee/e1/away';
const absence = (id: string, from: string): Absence => ({ _id: id, from, to: from, reason: '', now: false });

const show = () => showInArea(<AwayCard employee={anEmployee()} />, 'Super Admin', vi.fn());

/** Holds the calls `held` picks until the test lets them go, so what shows while they wait can be seen. */
function holdCalls(held: (init: RequestInit) => boolean) {
  const answer = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (held(init)) await released;
    return answer(input, init);
  });
  return release;
}

afterEach(() => vi.unstubAllGlobals());

describe("an employee's times away", { timeout: 30_000 }, () => {
  it('show that they are loading, then that there are none', async () => {
    fakeApi({ [AWAY]: { body: { data: [] } } });
    const answer = holdCalls(() => true);
    show();
    expect(await screen.findByLabelText('Loading the times away')).toBeTruthy();
    expect(screen.queryByText('No time away recorded.')).toBeNull();
    answer();
    expect(await screen.findByText('No time away recorded.')).toBeTruthy();
    expect(screen.queryByLabelText('Loading the times away')).toBeNull();
  });

  it('spin only the one being removed', async () => {
    fakeApi({
      [AWAY]: { body: { data: [absence('a1', '2026-05-04'), absence('a2', '2026-06-01')] } },
      'DELETE /super-admin/away/a1': { body: { data: null } },
    });
    const release = holdCalls((init) => init.method === 'DELETE');
    show();
    const first = await screen.findByRole('button', { name: /Remove the time away from 4/ });
    const second = screen.getByRole('button', { name: /Remove the time away from 1/ });
    fireEvent.click(first);
    await waitFor(() => expect(first.hasAttribute('data-loading')).toBe(true));
    expect(second.hasAttribute('data-loading')).toBe(false);
    release();
  });
});
