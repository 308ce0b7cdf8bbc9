import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { claim, ids } from '../ledger-test-api.ts';
import { ClaimPage } from './ClaimPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const path = `/commissions/claims/${ids(900)}`;
const show = () =>
  renderInArea(
    sessionOf('Accounts'),
    '/accounts',
    [{ path: 'claims/:claimId', element: <ClaimPage /> }],
    toast.error,
    `/accounts/claims/${ids(900)}`,
  );

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('money received on the claim page', { timeout: 30_000 }, () => {
  it('keeps the typed amount and date when a payment recorded meanwhile reloads the claim, and retries on its version', async () => {
    let version = 3;
    const calls = fakeApi({
      // version 4 has a receipt more, A$200.00
      [`GET ${path}`]: () => ({
        body: { data: claim(version === 3 ? {} : { version, receivedMinor: 120000, differenceMinor: 180000 }) },
      }),
      [`POST ${path}/payments`]: () => {
        if (version === 4) return { status: 201, body: { data: claim({ version: 5 }) } };
        version = 4;
        return { status: 409, body: { error: { code: 'CHANGED_MEANWHILE', message: 'This claim was changed.' } } };
      },
    });
    show();
    const amount = (await screen.findByRole('textbox', { name: /^Amount/ })) as HTMLInputElement;
    const receivedOn = screen.getByRole('textbox', { name: /^Date received/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '750.50' } });
    fireEvent.focus(receivedOn);
    fireEvent.change(receivedOn, { target: { value: '15/01/2026' } });
    fireEvent.blur(receivedOn);
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This claim was changed.'));
    expect(await screen.findByText('A$1,200.00')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement).value).toBe('750.50');
    expect((screen.getByRole('textbox', { name: /^Date received/ }) as HTMLInputElement).value).toBe('15/01/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment recorded'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { receivedOn: '2026-01-15', amount: '750.50', overPayment: false, version: 3, currency: 'AUD' },
      { receivedOn: '2026-01-15', amount: '750.50', overPayment: false, version: 4, currency: 'AUD' },
    ]);
  });
});

describe('reversing a payment on the claim page', { timeout: 30_000 }, () => {
  const mistake = { id: ids(951), receivedOn: '2027-04-22', amountMinor: 25000, overPayment: false };
  const twoPaid = claim({
    receivedMinor: 125000,
    differenceMinor: 175000,
    receipts: [
      {
        id: ids(950),
        receivedOn: '2027-04-20',
        amountMinor: 100000,
        overPayment: false,
        recordedBy: 'Rina Akter',
        reversed: true,
      },
      { ...mistake, recordedBy: 'Rina Akter', reversed: false },
    ],
  });
  const label = `Reverse the payment of A$250.00 received on ${formatOfficeDay('2027-04-22')}`;

  it('asks, naming the amount and day, then reverses on the claim’s version; a reversed one is labelled', async () => {
    const reversed = claim({
      version: 4,
      receivedMinor: 100000,
      differenceMinor: 200000,
      receipts: twoPaid.receipts.map((r) => ({ ...r, reversed: true })),
    });
    const calls = fakeApi({
      [`GET ${path}`]: () => ({ body: { data: calls.some((c) => c.method === 'POST') ? reversed : twoPaid } }),
      [`POST ${path}/payments/${ids(951)}/reverse`]: { body: { data: reversed } },
    });
    show();
    const receipts = await screen.findByRole('region', { name: 'Payments received' });
    // the first was reversed already: labelled, with no button
    expect(within(receipts).getAllByText('Reversed')).toHaveLength(1);
    expect(within(receipts).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(1);

    fireEvent.click(within(receipts).getByRole('button', { name: label }));
    let dialog = await screen.findByRole('dialog', { name: 'Reverse payment' });
    expect(
      within(dialog).getByText(`Reverse the payment of A$250.00 received on ${formatOfficeDay('2027-04-22')}?`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reverse payment' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(receipts).getByRole('button', { name: label }));
    dialog = await screen.findByRole('dialog', { name: 'Reverse payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment reversed'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`${path}/payments/${ids(951)}/reverse`, { version: 3 }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reverse payment' })).toBeNull());
    await waitFor(() => expect(within(receipts).getAllByText('Reversed')).toHaveLength(2));
    expect(within(receipts).queryByRole('button', { name: /^Reverse/ })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells a refusal, closes the dialog and loads the claim again', async () => {
    const calls = fakeApi({
      [`GET ${path}`]: { body: { data: twoPaid } },
      [`POST ${path}/payments/${ids(951)}/reverse`]: {
        status: 409,
        body: { error: { code: 'CHANGED_MEANWHILE', message: 'This claim was changed.' } },
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This claim was changed.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reverse payment' })).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
