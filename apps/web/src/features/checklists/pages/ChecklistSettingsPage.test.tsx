import { DESTINATIONS, type Destination } from '@studydesk/shared/checklists';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { ChecklistSettingsPage } from './ChecklistSettingsPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const templateOf = (country: Destination, updatedAt: string | null = null) => ({
  country,
  items: [{ key: 'passport', label: 'Passport', stage: 'application', expires: true, slot: 'passport' }],
  updatedAt,
  updatedBy: null,
});

const firstName = () => screen.getByRole('textbox', { name: 'Name of document 1' }) as HTMLInputElement;
const openTab = async (country: Destination) => {
  fireEvent.click(screen.getByRole('tab', { name: country }));
  await waitFor(() => expect(screen.getByRole('tab', { name: country }).getAttribute('aria-selected')).toBe('true'));
};

afterEach(() => vi.unstubAllGlobals());

describe('the document checklists of each destination', { timeout: 30_000 }, () => {
  it("keep a tab's unsaved edits while another tab is open and saved", async () => {
    let saved = false;
    fakeApi({
      'GET /settings/checklists': () => ({
        body: { data: DESTINATIONS.map((d) => templateOf(d, d === 'Canada' && saved ? '2026-03-01T10:00:00Z' : null)) },
      }),
      'PUT /settings/checklists/Canada': () => {
        saved = true;
        return { body: { data: templateOf('Canada', '2026-03-01T10:00:00Z') } };
      },
    });
    showInArea(<ChecklistSettingsPage />, 'Super Admin', toast.error);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name of document 1' }), {
      target: { value: 'Passport (all pages)' },
    });

    await openTab('Canada');
    expect(firstName().value).toBe('Passport');
    fireEvent.click(screen.getByRole('button', { name: 'Save checklist' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The Canada checklist is saved.'));

    await openTab('UK');
    expect(firstName().value).toBe('Passport (all pages)');
  });
});
