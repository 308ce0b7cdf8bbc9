import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { claim, commission, ids } from '../ledger-test-api.ts';
import { ClaimPage } from './ClaimPage.tsx';
import { LedgerPage } from './LedgerPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const session = sessionOf('Accounts', 'E-9');

function show(path: string) {
  const pages = [
    { path: 'ledger', element: <LedgerPage /> },
    { path: 'claims/:claimId', element: <ClaimPage /> },
  ];
  return renderInArea(session, '/accounts', pages, toast.error, path);
}

const page = (rows: ReturnType<typeof commission>[]) => ({
  body: {
    data: rows,
    page: { page: 1, size: 50, total: rows.length },
    totals: [
      { currency: 'AUD', expectedMinor: 450000, receivedMinor: 0, outstandingMinor: 450000, partnerPayableMinor: 0 },
    ],
  },
});
const empty = { body: { data: [] } };
const common = {
  'GET /partners': empty,
  'GET /money/office': { body: { data: { name: 'Office', address: '', currency: 'AUD' } } },
  'GET /commissions/months': empty,
  'GET /commissions/awaiting': empty,
  'GET /commissions/claims': empty,
};

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

// A whole page renders with Mantine and the chart: slower than a unit, most of all the first, on a busy machine.
describe('the ledger page', { timeout: 30_000 }, () => {
  it('shows the totals and the rows, and claims rows of one university only', async () => {
    const rows = [
      commission(1),
      commission(2, { instalment: 2 }),
      commission(3, { universityName: 'RMIT University' }),
      commission(4, { state: 'claimed', claimId: ids(900), claimNumber: 'C-000012', overdue: true }),
    ];
    const calls = fakeApi({
      ...common,
      'GET /commissions': page(rows),
      'POST /commissions/claims': { status: 201, body: { data: claim() } },
      'GET /commissions/claims/00000000-0000-4000-8000-000000000900': { body: { data: claim() } },
    });
    const router = show('/accounts/ledger');
    expect(await screen.findByRole('heading', { name: 'Commission ledger' })).toBeTruthy();
    expect(await screen.findByText('Student 3')).toBeTruthy();
    expect(screen.getAllByText('A$4,500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open claim C-000012' })).toBeTruthy();
    // A claimed row has no box to tick.
    expect(screen.queryByRole('checkbox', { name: 'Select Student 4, instalment 1 of 2' })).toBeNull();

    const makeClaim = screen.getByRole('button', { name: 'Make claim' });
    expect((makeClaim as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Student 1, instalment 1 of 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Student 3, instalment 1 of 2' }));
    expect(
      screen.getByText(/A claim goes to one university: the selection has rows of Monash University, RMIT/),
    ).toBeTruthy();
    expect((makeClaim as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Student 3, instalment 1 of 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Student 2, instalment 2 of 2' }));
    expect(screen.getByText('2 rows selected: a claim of A$3,000.00 to Monash University.')).toBeTruthy();
    fireEvent.click(makeClaim);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/claims/${ids(900)}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      commissionIds: [ids(1), ids(2)],
      totalMinor: 300000,
    });
    expect(toast.success).toHaveBeenCalledWith('Claim C-000012 made');
  });

  it('reads its filters from the address and shows one application as a removable chip', async () => {
    const calls = fakeApi({ ...common, 'GET /commissions': page([]) });
    const router = show(`/accounts/ledger?state=expected&overdue=true&applicationId=${ids(101)}`);
    expect(await screen.findByText('No rows match these filters')).toBeTruthy();
    expect(calls.find((c) => c.path === '/commissions')?.search).toBe(
      `?state=expected&overdue=true&applicationId=${ids(101)}&page=1`,
    );
    expect((screen.getByRole('switch', { name: 'Overdue only' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter One application' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=expected&overdue=true'));
  });

  it('says what to do when the ledger is empty, and lists what waits for an amount', async () => {
    const awaiting = {
      applicationId: ids(300),
      studentId: 10077,
      studentName: 'Tania Islam',
      universityName: 'University of Leeds',
      intake: 'Sep 2027',
      partnerName: 'Global Partners',
      decidedOn: '2027-05-02',
      why: 'no-agreement',
    };
    const calls = fakeApi({
      ...common,
      'GET /commissions': page([]),
      'GET /commissions/awaiting': { body: { data: [awaiting] } },
      'POST /commissions': { status: 201, body: { data: commission(9) } },
    });
    show('/accounts/ledger');
    expect(await screen.findByText('No commission yet')).toBeTruthy();
    expect(await screen.findByText(/No agreement with the university/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Enter commission for Tania Islam/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter commission' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to ledger' }));
    expect(
      await within(dialog).findByText('Type an amount such as 1250.50, with a point before any decimals'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose the due date')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a row with its version, and closes the dialog on a change made meanwhile, told in a toast', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { data: commission(1, { version: 2 }) } };
    const calls = fakeApi({
      ...common,
      'GET /commissions': () => page([commission(1)]),
      [`PATCH /commissions/${ids(1)}`]: () => answer,
    });
    show('/accounts/ledger');
    const edit = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions for Student 1, instalment 1 of 2' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      return screen.findByRole('dialog', { name: 'Edit commission' });
    };
    let dialog = await edit();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1750.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commission saved'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      version: 1,
      amount: '1750.25',
      currency: 'AUD',
      dueOn: '2027-03-31',
      note: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit commission' })).toBeNull());

    answer = { status: 409, body: { error: { code: 'CHANGED_MEANWHILE', message: 'Someone changed this row.' } } };
    dialog = await edit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Someone changed this row.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit commission' })).toBeNull());
  });

  it('tells a change made meanwhile in a toast and loads the ledger again', async () => {
    let version = 1;
    const calls = fakeApi({
      ...common,
      'GET /commissions': () => page([commission(1, { version })]),
      [`PATCH /commissions/${ids(1)}`]: () => {
        version = 2;
        return { status: 409, body: { error: { code: 'CHANGED_MEANWHILE', message: 'Someone changed this row.' } } };
      },
    });
    show('/accounts/ledger');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Student 1, instalment 1 of 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off commission' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Someone changed this row.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 1, state: 'written-off' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/commissions').length).toBeGreaterThan(1));
  });

  it('pages the claims 20 at a time, the page kept in the address beside the filters', async () => {
    const claimsPage = (n: number) =>
      Array.from({ length: n === 1 ? 20 : 5 }, (_, i) => claim({ id: ids(1000 + i), number: `C-${n}-${i + 1}` }));
    const calls = fakeApi({
      ...common,
      'GET /commissions': page([]),
      'GET /commissions/claims': ({ url }) => {
        const n = Number(url.searchParams.get('page'));
        return { body: { data: claimsPage(n), page: { page: n, size: 20, total: 25 } } };
      },
    });
    const router = show('/accounts/ledger?state=claimed');
    expect(await screen.findByRole('link', { name: 'C-1-20' })).toBeTruthy();
    expect(screen.getByText('Page 1 · 1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT >>' }));
    expect(await screen.findByRole('link', { name: 'C-2-5' })).toBeTruthy();
    expect(router.state.location.search).toBe('?state=claimed&claims=2');
    expect(calls.filter((c) => c.path === '/commissions/claims').map((c) => c.search)).toEqual(['?page=1', '?page=2']);
    fireEvent.click(screen.getByRole('button', { name: '<< previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=claimed'));
  });

  it('shows each read that failed in its own box, with the reason and Try again, and none as a toast', async () => {
    const down = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The database is not answering' } } };
    fakeApi({
      ...common,
      'GET /commissions': down,
      'GET /commissions/months': down,
      'GET /commissions/awaiting': down,
      'GET /commissions/claims': down,
    });
    show('/accounts/ledger');
    // the rows, the chart's months, what waits for an amount and the claims
    await waitFor(() => expect(screen.getAllByRole('alert', { name: 'The list could not be loaded' })).toHaveLength(4));
    for (const alert of screen.getAllByRole('alert', { name: 'The list could not be loaded' })) {
      expect(within(alert).getByText('The database is not answering')).toBeTruthy();
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    }
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the claim page', { timeout: 30_000 }, () => {
  const path = `/commissions/claims/${ids(900)}`;

  it('shows the claim, and an over-payment refused next to the amount', async () => {
    const calls = fakeApi({
      [`GET ${path}`]: { body: { data: claim() } },
      [`POST ${path}/payments`]: {
        status: 422,
        body: { error: { code: 'OVER_PAYMENT', message: 'A$2,000.00 is still due on this claim.' } },
      },
    });
    show(`/accounts/claims/${ids(900)}`);
    expect(await screen.findByRole('heading', { name: 'Commission claim C-000012' })).toBeTruthy();
    expect(screen.getByText('Still to come')).toBeTruthy();
    expect(screen.getAllByText('Rina Akter').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download spreadsheet' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        /A\$2,000.00 is still due on this claim. To record it anyway, tick "This is an over-payment" below./,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      version: 3,
      amount: '5000',
      currency: 'AUD',
      overPayment: false,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows an over-paid claim’s difference as negative', async () => {
    fakeApi({ [`GET ${path}`]: { body: { data: claim({ receivedMinor: 350000, differenceMinor: -50000 }) } } });
    show(`/accounts/claims/${ids(900)}`);
    expect(await screen.findByText('Over-payment')).toBeTruthy();
    expect(screen.getByText('-A$500.00')).toBeTruthy();
  });
});
