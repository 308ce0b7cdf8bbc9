import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStudent, fakeApi, showInArea } from '../../../../test-support.tsx';
import { AdvicesCard } from './AdvicesCard.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../../ui/toast.ts', () => ({ toast }));
// The date picker stands in as a button that picks 2 December 2026, 10:00 in Dhaka.
vi.mock('../../../../ui/DueTimeInput.tsx', () => ({
  DueTimeInput: ({ label, onChange }: { label: string; onChange: (iso: string) => void }) => (
    <button type="button" onClick={() => onChange('2026-12-02T04:00:00.000Z')}>
      {label}
    </button>
  ),
}));

const ADVICES = '1. Take IELTS\n2. Prepare bank solvency';
const REASON = 'The next step cannot be before now';

const student = (advices: string) => aStudent({ _id: 's7', studentId: 10007, advices });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('Make Advices with a follow-up', { timeout: 30_000 }, () => {
  it('keeps what was typed when the follow-up is refused, and Save then sets only the follow-up', async () => {
    let advicesWritten = false;
    let followUps = 0;
    const calls = fakeApi({
      // A Counselor writes advices once: a second write is refused.
      'PUT /student/10007/advices': () => {
        if (advicesWritten) {
          return {
            status: 409,
            body: { error: { code: 'ADVICES_EXIST', message: 'This student already has advices.' } },
          };
        }
        advicesWritten = true;
        return { body: { data: student(ADVICES) } };
      },
      'PUT /student/10007/next-action': () =>
        ++followUps === 1
          ? { status: 400, body: { error: { code: 'VALIDATION', message: REASON } } }
          : {
              body: {
                data: {
                  dueAt: '2026-12-02T04:00:00.000Z',
                  note: 'Call about the IELTS date',
                  overdue: false,
                  setBy: 'u1',
                },
              },
            },
    });
    showInArea(<AdvicesCard studentId={10007} advices="" canWrite />, 'Counselor', toast.error);

    fireEvent.click(await screen.findByRole('button', { name: 'Make Advices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Advices' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Advices' }), { target: { value: ADVICES } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next follow-up (optional)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'About' }), {
      target: { value: 'Call about the IELTS date' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save advices' }));

    // The advices are saved; the follow-up's refusal is said in the dialog, which keeps everything typed.
    const refused = await within(dialog).findByRole('alert');
    expect(within(refused).getByText(REASON)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Advices saved');
    expect((within(dialog).getByRole('textbox', { name: 'Advices' }) as HTMLTextAreaElement).value).toBe(ADVICES);
    expect((within(dialog).getByRole('textbox', { name: 'About' }) as HTMLInputElement).value).toBe(
      'Call about the IELTS date',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Set follow-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make Advices' })).toBeNull());
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/student/10007/advices',
      '/student/10007/next-action',
      '/student/10007/next-action',
    ]);
  });
});
