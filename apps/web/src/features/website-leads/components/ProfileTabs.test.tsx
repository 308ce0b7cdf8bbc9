import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showInArea } from '../../../test-support.tsx';
import { aLead } from '../lead-test-data.ts';
import { ProfileTabs } from './ProfileTabs.tsx';

describe("a website lead's profile", { timeout: 30_000 }, () => {
  it('shows the phone as the office dials it, to tap and call', async () => {
    showInArea(<ProfileTabs profile={aLead()} />, 'Super Admin', vi.fn());
    const phone = await screen.findByRole('link', { name: '01711-000000' });
    expect(phone.getAttribute('href')).toBe('tel:+8801711000000');
    expect(screen.queryByText('+8801711000000')).toBeNull();
  });
});
