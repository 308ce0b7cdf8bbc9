import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { CommissionListPage } from './CommissionListPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const row = {
  applicationId: 'a1',
  studentId: 7,
  country: 'Australia',
  universityName: 'Monash University',
  intake: 'February 2027',
  b2b: 'Global Edu',
  link: '',
  note: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('the B2B commission list', { timeout: 30_000 }, () => {
  it('downloads the rows the table shows, not a filter typed but not applied', async () => {
    const calls = fakeApi({
      'GET /super-admin/get-commission-list': { body: { data: [row] } },
      'GET /super-admin/download-commission-list': { body: {} },
    });
    showInArea(<CommissionListPage />, 'Super Admin', toast.error);
    const agent = await screen.findByRole('textbox', { name: 'B2B Agent' });
    fireEvent.change(agent, { target: { value: 'Global Edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(calls.some((c) => c.search === '?b2b=Global+Edu')).toBe(true));

    // Typed after filtering, not applied: the table still shows Global Edu's rows.
    fireEvent.change(agent, { target: { value: 'Another Agent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/super-admin/download-commission-list')?.search).toBe('?b2b=Global+Edu'),
    );
  });
});
