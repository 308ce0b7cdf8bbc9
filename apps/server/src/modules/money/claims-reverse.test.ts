import type { Claim, Commission } from '@studydesk/shared/commissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { addAgreement, addPartner, ledgerWorld } from '../../../test/ledger.ts';

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);
const { admin, accounts, counselor, call } = world;

let partnerId: string;
/** Claire's three Leeds rows of EUR 1,000.00 each, her partner's share 15%. */
let claire: Commission[];
let claim: Claim;

const rowsOf = async (applicationId: string) =>
  (await call('GET', `/commissions?applicationId=${applicationId}`, accounts)).json().data as Commission[];
const claimNamed = async (id = claim.id): Promise<Claim> =>
  (await call('GET', `/commissions/claims/${id}`, accounts)).json().data;
const trail = async (recordId: string) => (await call('GET', `/audit?recordId=${recordId}`, admin)).json().data;
const claimOf = (rows: (Commission | undefined)[]) =>
  call('POST', '/commissions/claims', accounts, { commissionIds: rows.map((r) => r?.id) });
const pay = (id: string, version: number, amount: string, receivedOn = '2026-06-01') =>
  call('POST', `/commissions/claims/${id}/payments`, accounts, { version, receivedOn, amount, currency: 'EUR' });
const reverse = (paymentId: string | undefined, version: number, as = accounts, id = claim.id) =>
  call('POST', `/commissions/claims/${id}/payments/${paymentId}/reverse`, as, { version });
const partnerTotals = async () => (await call('GET', `/commissions?partnerId=${partnerId}`, accounts)).json().totals[0];
const rowFigures = (of: Claim) => of.rows.map((r) => [r.instalment, r.receivedMinor, r.state, r.partnerPayableMinor]);

beforeAll(async () => {
  partnerId = (await addPartner(db, 'Partner Co', 1500)).id;
  const fixed = { basis: 'fixed', currency: 'EUR', monthsBetween: 6, claimable: 'enrolment' } as const;
  await addAgreement(db, { ...fixed, universityName: 'University of Leeds', amountMinor: 300_000, instalments: 3 });
  await addAgreement(db, { ...fixed, universityName: 'University of York', amountMinor: 100_000, instalments: 1 });
  const a = await world.success(
    'Claire Claim',
    { universityName: 'University of Leeds', b2b: 'Partner Co' },
    '2026-01-10',
  );
  claire = await rowsOf(a.applicationId);
  const made = await claimOf(claire);
  if (made.statusCode !== 201) throw new Error(made.body);
  claim = made.json().data;
});

describe('reversing money received against a claim', () => {
  it('takes the money off the claim and its rows as if it had never been recorded', async () => {
    const first: Claim = (await pay(claim.id, 1, '1500')).json().data;
    const second = await pay(claim.id, 2, '1000', '2026-06-05');
    expect(second.statusCode, second.body).toBe(201);
    const before: Claim = second.json().data;
    expect(before).toMatchObject({ totalMinor: 300_000, receivedMinor: 250_000, differenceMinor: 50_000, version: 3 });
    expect(rowFigures(before)).toEqual([
      [1, 100_000, 'received', 15_000],
      [2, 100_000, 'received', 15_000],
      [3, 50_000, 'partly-received', 7_500],
    ]);
    expect(await partnerTotals()).toMatchObject({ receivedMinor: 250_000, partnerPayableMinor: 37_500 });

    const mistake = first.receipts[0]?.id;
    const answer = await reverse(mistake, 3);
    expect(answer.statusCode, answer.body).toBe(200);
    const after: Claim = answer.json().data;
    // as if only the second payment, EUR 1,000.00, had been recorded
    expect(after).toMatchObject({ totalMinor: 300_000, receivedMinor: 100_000, differenceMinor: 200_000, version: 4 });
    expect(rowFigures(after)).toEqual([
      [1, 100_000, 'received', 15_000],
      [2, 0, 'claimed', 0],
      [3, 0, 'claimed', 0],
    ]);
    expect(after.rows.map((r) => r.version)).toEqual(before.rows.map((r, i) => r.version + (i === 0 ? 0 : 1)));
    expect(after.receipts.map((r) => [r.id, r.amountMinor, r.reversed])).toEqual([
      [mistake, 150_000, true],
      [before.receipts[1]?.id, 100_000, false],
    ]);
    expect(await partnerTotals()).toMatchObject({
      expectedMinor: 300_000,
      receivedMinor: 100_000,
      outstandingMinor: 200_000,
      partnerPayableMinor: 15_000,
    });
    expect(await claimNamed()).toEqual(after);
    expect((await trail(claim.id))[0]).toMatchObject({
      recordType: 'claim',
      action: 'payment-reversed',
      before: { receivedMinor: 250_000, differenceMinor: 50_000 },
      after: {
        receivedMinor: 100_000,
        differenceMinor: 200_000,
        payment: { id: mistake, receivedOn: '2026-06-01', amountMinor: 150_000 },
      },
    });
    expect((await trail(claire[2]?.id ?? ''))[0]).toMatchObject({
      action: 'payment-reversed',
      before: { state: 'partly-received', receivedMinor: 50_000 },
      after: { state: 'claimed', receivedMinor: 0 },
    });
  });

  it('refuses a payment reversed already, an old version, and changes nothing', async () => {
    const now = await claimNamed();
    const [mistake, kept] = now.receipts;
    const again = await reverse(mistake?.id, 4);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'DUPLICATE', message: 'This payment was reversed already.' });
    const stale = await reverse(kept?.id, 3);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CHANGED_MEANWHILE');
    expect((await reverse(kept?.id, 0)).statusCode).toBe(400);
    expect((await reverse('not-a-uuid', 4)).statusCode).toBe(400);
    expect(await claimNamed()).toEqual(now);
  });

  it('refuses another claim’s payment, an unknown claim, and every role but Super Admin and Accounts', async () => {
    const yusuf = await rowsOf(
      (await world.success('York Yusuf', { universityName: 'University of York' }, '2026-02-01')).applicationId,
    );
    const york: Claim = (await claimOf(yusuf)).json().data;
    const yorkPaid: Claim = (await pay(york.id, 1, '100')).json().data;
    const theirs = yorkPaid.receipts[0]?.id;
    const other = await reverse(theirs, 4);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('The payment on this claim was not found.');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await reverse(theirs, 2, accounts, unknown)).statusCode).toBe(404);
    const kept = (await claimNamed()).receipts[1]?.id;
    expect((await reverse(kept, 4, counselor)).statusCode).toBe(403);
    expect(await claimNamed(york.id)).toEqual(yorkPaid);
    expect((await claimNamed()).version).toBe(4);
    // Super Admin may, as on the claim's other routes: the last payment reversed, nothing is received
    const all = await reverse(kept, 4, admin);
    expect(all.statusCode, all.body).toBe(200);
    const none: Claim = all.json().data;
    expect(none).toMatchObject({ receivedMinor: 0, differenceMinor: 300_000, version: 5 });
    expect(rowFigures(none)).toEqual([
      [1, 0, 'claimed', 0],
      [2, 0, 'claimed', 0],
      [3, 0, 'claimed', 0],
    ]);
    // and money received anew is spread as on a claim never paid
    const anew: Claim = (await pay(claim.id, 5, '1200')).json().data;
    expect(rowFigures(anew).map(([, received, state]) => [received, state])).toEqual([
      [100_000, 'received'],
      [20_000, 'partly-received'],
      [0, 'claimed'],
    ]);
    expect(anew.receipts.map((r) => r.reversed)).toEqual([true, false, true]);
  });

  it('refuses (422) on a claim with a row written off after money came in on it', async () => {
    const york2 = async (name: string) =>
      rowsOf((await world.success(name, { universityName: 'University of York' }, '2026-03-01')).applicationId);
    const yara = await york2('York Yara');
    const yuri = await york2('York Yuri');
    const york: Claim = (await claimOf([yara[0], yuri[0]])).json().data;
    const paid: Claim = (await pay(york.id, 1, '500')).json().data;
    const row = paid.rows.find((r) => r.receivedMinor > 0);
    const off = await call('PATCH', `/commissions/${row?.id}`, accounts, {
      version: row?.version,
      state: 'written-off',
    });
    expect(off.statusCode, off.body).toBe(200);
    const now = await claimNamed(york.id);
    const refused = await reverse(paid.receipts[0]?.id, now.version, accounts, york.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'SETTLED' });
    expect(refused.json().error.message).toContain('no payment of this claim can be reversed');
    expect(await claimNamed(york.id)).toEqual(now);
  });
});
