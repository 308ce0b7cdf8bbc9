import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../test-media.ts';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { aLead } from '../lead-test-data.ts';
import { WebStudentsPage } from './WebStudentsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The page with one lead, whose phone is stored as +8801711000000; answers the lead's row or card. */
async function showOneLead(shownIn: (name: HTMLElement) => HTMLElement | null) {
  fakeApi({ 'GET /admin/enrolled-profile-list': { body: { profiles: [aLead()], totalProfiles: 1 } } });
  showInArea(<WebStudentsPage />, 'Super Admin', vi.fn());
  const lead = shownIn(await screen.findByText('Karim Hossain'));
  if (!lead) throw new Error('the lead is not shown');
  return lead;
}

/** The phone as the office dials it, a link to call it; never the stored +880 form. */
function expectDialledPhone(lead: HTMLElement) {
  const phone = within(lead).getByRole('link', { name: '01711-000000' });
  expect(phone.getAttribute('href')).toBe('tel:+8801711000000');
  expect(screen.queryByText(/\+8801711000000/)).toBeNull();
}

describe('the website leads', { timeout: 30_000 }, () => {
  it('show each phone as the office dials it, to tap and call', async () => {
    expectDialledPhone(await showOneLead((name) => name.closest('tr')));
  });

  it('show it so on a phone’s cards too', async () => {
    onAPhone();
    expectDialledPhone(await showOneLead((name) => name.closest('[role="group"]')));
  });
});
