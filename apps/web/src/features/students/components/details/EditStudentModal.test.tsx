import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStudent, fakeApi, showInArea } from '../../../../test-support.tsx';
import { EditStudentModal } from './EditStudentModal.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../../ui/toast.ts', () => ({ toast }));

// Imports store a student without an e-mail address when the spreadsheet had none.
const imported = aStudent({ _id: 's7', studentId: 10007, email: '', city: 'Dhak' });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('correcting a student', { timeout: 30_000 }, () => {
  it('saves a changed city of a student stored without an e-mail address, sending only the city', async () => {
    const calls = fakeApi({
      'PATCH /student/10007': ({ body }) => ({ body: { data: { ...imported, ...Object(body) } } }),
    });
    showInArea(<EditStudentModal student={imported} opened onClose={() => undefined} />, 'Counselor', toast.error);

    fireEvent.change(await screen.findByRole('textbox', { name: 'City' }), { target: { value: 'Dhaka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Student updated'));
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/student/10007', search: '', body: { city: 'Dhaka' } },
    ]);
  });

  it('still checks a field that was changed', async () => {
    const calls = fakeApi({});
    showInArea(<EditStudentModal student={imported} opened onClose={() => undefined} />, 'Counselor', toast.error);

    fireEvent.change(await screen.findByRole('textbox', { name: /^Email/ }), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
