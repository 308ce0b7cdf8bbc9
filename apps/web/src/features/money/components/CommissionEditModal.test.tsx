import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../../api/client.ts';
import { fakeApi, renderPage } from '../../../test-support.tsx';
import { commission, ids } from '../ledger-test-api.ts';
import { CommissionEditModal } from './CommissionEditModal.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const refusal = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

/** The edit dialog of row 1, the amount typed anew, saved against `answer` (none: the server cannot be reached). */
async function saveAgainst(answer: ReturnType<typeof refusal> | null) {
  if (answer) fakeApi({ [`PATCH /commissions/${ids(1)}`]: answer });
  else vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const onClose = vi.fn();
  renderPage(<CommissionEditModal row={commission(1)} onClose={onClose} />, toast.error);
  const amount = (await screen.findByRole('textbox', { name: /^Amount/ })) as HTMLInputElement;
  fireEvent.change(amount, { target: { value: '1234.56' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(answer?.body.error.message ?? NETWORK_MESSAGE));
  return { onClose, amount };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the commission dialog after a refusal', { timeout: 30_000 }, () => {
  it.each([
    ['a network failure', null],
    ['a server failure', refusal(500, 'INTERNAL', 'Something went wrong on the server.')],
    ['a conflict of another kind', refusal(409, 'DUPLICATE', 'This application has ledger rows already.')],
    ['a refusal of another kind', refusal(422, 'NOT_CLAIMABLE', 'Not now.')],
  ])('stays open with what was typed after %s', async (_, answer) => {
    const { onClose, amount } = await saveAgainst(answer);
    expect(onClose).not.toHaveBeenCalled();
    expect(amount.value).toBe('1234.56');
  });

  it.each([
    ['the row was changed meanwhile', refusal(409, 'CHANGED_MEANWHILE', 'This ledger row was changed.')],
    ['the row is settled', refusal(422, 'SETTLED', 'Only an expected row can be changed.')],
    ['the row is gone', refusal(404, 'NOT_FOUND', 'The ledger row was not found.')],
  ])('closes when %s', async (_, answer) => {
    const { onClose } = await saveAgainst(answer);
    expect(onClose).toHaveBeenCalled();
  });
});
