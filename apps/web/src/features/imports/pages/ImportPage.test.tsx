import type { Import } from '@studydesk/shared/imports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { ImportPage } from './ImportPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** An import as the API answers it (dates as ISO text), with `changes`. */
const anImport = (changes: { status?: Import['status']; kept?: number; undoneAt?: string } = {}) => ({
  _id: 'i1',
  fileName: 'students.xlsx',
  columns: ['Name', 'Phone'],
  sample: [],
  guesses: ['fullName', 'phoneNumber'],
  status: 'done',
  progress: 100,
  rowsDone: 1000,
  created: 1000,
  filled: 0,
  skipped: 0,
  rejected: 0,
  kept: 0,
  error: null,
  createdBy: 'Sara Rahman',
  createdAt: '2026-03-01T04:00:00.000Z',
  finishedAt: '2026-03-01T04:05:00.000Z',
  undoneAt: null,
  ...changes,
});

/** The Import screen with `job` open, and listed in the history. */
function showImport(job: ReturnType<typeof anImport>) {
  fakeApi({ 'GET /imports': { body: { data: [job] } }, 'GET /imports/i1': { body: { data: job } } });
  renderInArea(
    sessionOf('Super Admin'),
    '/super-admin',
    [{ path: 'import', element: <ImportPage /> }],
    vi.fn(),
    '/super-admin/import?import=i1',
  );
}

describe('the Import screen', { timeout: 30_000 }, () => {
  it('tells of an undone import how many students it kept because they were worked on since', async () => {
    showImport(anImport({ status: 'undone', kept: 50, undoneAt: '2026-03-08T04:00:00.000Z' }));
    expect(
      await screen.findByText(
        /: 950 in ReCycle Students; 50 students kept because they were worked on since the import\.$/,
      ),
    ).toBeTruthy();
    // in the report and in the history's counts
    expect(await screen.findAllByText('50 kept')).toHaveLength(2);
  });

  it('says, before an undo, how many students it moves and that those worked on since are kept', async () => {
    showImport(anImport());
    fireEvent.click(await screen.findByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(within(dialog).getByText(/^Students worked on since the import .* are kept: they stay live/)).toBeTruthy();
    // a count as the office writes numbers
    expect(within(dialog).getByText(/^The 1,000 students it added go to ReCycle Students/)).toBeTruthy();
    expect(screen.queryByText(/kept$/)).toBeNull();
  });

  it('downloads the sample spreadsheet from the first step', async () => {
    // jsdom makes no addresses for files; the download saves through one
    class FileURL extends URL {
      static override createObjectURL = () => 'blob:sample';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', FileURL);
    const calls = fakeApi({
      'GET /imports': { body: { data: [] } },
      'GET /documents/upload-limits': { body: { data: { maxMb: 20 } } },
      'GET /imports/sample': { body: {} },
    });
    const showError = vi.fn();
    renderInArea(
      sessionOf('Super Admin'),
      '/super-admin',
      [{ path: 'import', element: <ImportPage /> }],
      showError,
      '/super-admin/import',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download a sample spreadsheet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/imports/sample')).toBe(true));
    expect(showError.mock.calls).toEqual([]);
  });
});
