import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { StudentListPanel } from './StudentListPanel.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

const searchOf = (calls: ReturnType<typeof fakeApi>, path: string) =>
  calls.filter((c) => c.path === path).map((c) => new URLSearchParams(c.search).get('fullName'));

describe('a student list’s Download', { timeout: 30_000 }, () => {
  it('downloads the students the table shows, not a name typed but not applied', async () => {
    const calls = fakeApi({
      'GET /super-admin/filter-leads': { body: { data: [], page: { number: 1, size: 10, hasNext: false } } },
      'GET /super-admin/get-student-suggestion': { body: { data: [] } },
      'GET /utilities/download-leads': { body: {} },
    });
    showInArea(
      <StudentListPanel scope={{ kind: 'all' }} columns={['name']} detailsRole="receptionist" emptyHint="" />,
      'receptionist',
      toast.error,
    );
    const bar = await screen.findByRole('form', { name: 'Filter students' });
    const name = within(bar).getByRole('combobox', { name: 'Full name' });
    fireEvent.change(name, { target: { value: 'Tahmid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(searchOf(calls, '/super-admin/filter-leads')).toContain('Tahmid'));

    // Typed after filtering, not applied: the table still shows the students named Tahmid.
    fireEvent.change(name, { target: { value: 'Rumana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(searchOf(calls, '/utilities/download-leads')).toEqual(['Tahmid']));
  });
});
