import type { Commission } from '@studydesk/shared/commissions';
import { officeToday } from '@studydesk/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { addAgreement, addPartner, ledgerWorld } from '../../../test/ledger.ts';

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);
const { admin, accounts, counselor, call } = world;
const today = officeToday();

let partnerId: string;
let percent: { applicationId: string; student: { studentId: number } };
let masters: { applicationId: string; student: { studentId: number } };
let fixed: { applicationId: string; student: { studentId: number } };
let noAgreement: { applicationId: string; student: { studentId: number } };
let noFee: { applicationId: string; student: { studentId: number } };

const ledger = async (query = '') => {
  const answer = await call('GET', `/commissions${query}`, accounts);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: Commission[]; page: { total: number; size: number }; totals: unknown[] };
};
const rowsOf = async (applicationId: string) => (await ledger(`?applicationId=${applicationId}`)).data;
const trail = async (recordId: string) => (await call('GET', `/audit?recordId=${recordId}`, admin)).json().data;

beforeAll(async () => {
  partnerId = (await addPartner(db, 'Global Partners', 2000)).id;
  await addAgreement(db, {
    universityName: 'University of Leeds',
    basis: 'percent',
    percentBp: 1250,
    currency: 'EUR',
    instalments: 3,
    monthsBetween: 6,
    claimable: 'enrolment',
  });
  await addAgreement(db, {
    universityName: 'University of Leeds',
    courseLevel: 'Masters',
    basis: 'fixed',
    amountMinor: 100_000,
    currency: 'GBP',
    instalments: 1,
    claimable: 'census',
    censusDays: 30,
  });
  await addAgreement(db, {
    universityName: 'Monash University',
    basis: 'fixed',
    amountMinor: 500_001,
    currency: 'AUD',
    instalments: 2,
    monthsBetween: 12,
    claimable: 'enrolment',
  });
  // The B2B field names the partner whatever its case.
  percent = await world.success(
    'Percent Pia',
    {
      universityName: 'University of Leeds',
      courseLevel: 'Bachelor',
      tuitionFee: '10000.01',
      tuitionCurrency: 'EUR',
      b2b: 'global partners',
    },
    '2026-08-31',
  );
  masters = await world.success(
    'Masters Max',
    { universityName: 'University of Leeds', courseLevel: 'Masters', tuitionFee: '20000', tuitionCurrency: 'GBP' },
    '2026-03-10',
  );
  fixed = await world.success('Fixed Finn', { universityName: 'monash university', intake: 'Feb 2027' }, '2026-05-15');
  noAgreement = await world.success('Nobody Nina', { universityName: 'Unknown College' }, '2026-10-01');
  noFee = await world.success('Feeless Fay', { universityName: 'University of Leeds' }, '2026-10-02');
});

describe('the rows a successful visa makes', () => {
  it('splits a per cent of tuition over the instalments, the remainder on the first, months apart', async () => {
    // 12.5% of EUR 10,000.01 is 125,000.125 cents, rounded to 125,000; 125000 / 3 = 41666 and 2 over.
    const rows = await rowsOf(percent.applicationId);
    expect(rows.map((r) => [r.instalment, r.instalments, r.amountMinor, r.currency, r.dueOn, r.state])).toEqual([
      [1, 3, 41_668, 'EUR', '2026-08-31', 'expected'],
      [2, 3, 41_666, 'EUR', '2027-02-28', 'expected'],
      [3, 3, 41_666, 'EUR', '2027-08-31', 'expected'],
    ]);
    expect(rows[0]).toMatchObject({
      studentId: percent.student.studentId,
      studentName: 'Percent Pia',
      universityName: 'University of Leeds',
      partnerId,
      partnerName: 'Global Partners',
      sharePercent: 20,
      partnerPayableMinor: 0,
      claimId: null,
      claimNumber: null,
      version: 1,
    });
    expect(rows.map((r) => r.overdue)).toEqual(rows.map((r) => r.dueOn < today));
    const created = await trail(rows[0]?.id ?? '');
    expect(created[0]).toMatchObject({
      recordType: 'commission',
      action: 'created',
      after: expect.objectContaining({ amountMinor: 41_668, dueOn: '2026-08-31', instalment: '1 of 3' }),
    });
  });

  it('takes the course level’s own agreement first, due after the census days', async () => {
    const rows = await rowsOf(masters.applicationId);
    expect(rows.map((r) => [r.instalment, r.instalments, r.amountMinor, r.currency, r.dueOn])).toEqual([
      [1, 1, 100_000, 'GBP', '2026-04-09'],
    ]);
    expect(rows[0]).toMatchObject({ partnerId: null, partnerName: '', sharePercent: 0 });
  });

  it('splits a fixed amount exactly, whatever the case of the university’s name', async () => {
    const rows = await rowsOf(fixed.applicationId);
    expect(rows.map((r) => [r.amountMinor, r.currency, r.dueOn])).toEqual([
      [250_001, 'AUD', '2026-05-15'],
      [250_000, 'AUD', '2027-05-15'],
    ]);
  });

  it('makes none without an agreement or a tuition fee, and lists those for a hand entry', async () => {
    expect(await rowsOf(noAgreement.applicationId)).toEqual([]);
    expect(await rowsOf(noFee.applicationId)).toEqual([]);
    const awaiting = await call('GET', '/commissions/awaiting', accounts);
    expect(awaiting.statusCode).toBe(200);
    expect(awaiting.json().data).toEqual([
      {
        applicationId: noFee.applicationId,
        studentId: noFee.student.studentId,
        studentName: 'Feeless Fay',
        universityName: 'University of Leeds',
        intake: 'Sep 2026',
        partnerName: '',
        decidedOn: '2026-10-02',
        why: 'no-tuition-fee',
      },
      expect.objectContaining({ applicationId: noAgreement.applicationId, why: 'no-agreement' }),
    ]);
  });

  it('writes off the unclaimed rows when the visa is corrected to refused, and brings them back on success', async () => {
    await world.decide(percent.student, percent.applicationId, 'rejected', '2026-09-01');
    const refused = await rowsOf(percent.applicationId);
    expect(refused.map((r) => [r.state, r.note, r.version])).toEqual([
      ['written-off', 'Visa outcome corrected', 2],
      ['written-off', 'Visa outcome corrected', 2],
      ['written-off', 'Visa outcome corrected', 2],
    ]);
    expect((await trail(refused[0]?.id ?? ''))[0]).toMatchObject({
      action: 'written-off',
      before: { state: 'expected', note: '' },
      after: { state: 'written-off', note: 'Visa outcome corrected' },
    });
    // granted after all, on another day: the rows come back, due from that day
    await world.decide(percent.student, percent.applicationId, 'success', '2026-09-02');
    const back = await rowsOf(percent.applicationId);
    expect(back.map((r) => [r.state, r.note, r.dueOn])).toEqual([
      ['expected', '', '2026-09-02'],
      ['expected', '', '2027-03-02'],
      ['expected', '', '2027-09-02'],
    ]);
  });

  it('moves the due dates with a corrected grant date, except a date typed on a row', async () => {
    const [, , third] = await rowsOf(percent.applicationId);
    const typed = await call('PATCH', `/commissions/${third?.id}`, accounts, {
      version: third?.version,
      dueOn: '2027-10-15',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    await world.decide(percent.student, percent.applicationId, 'success', '2026-08-20');
    const rows = await rowsOf(percent.applicationId);
    expect(rows.map((r) => r.dueOn)).toEqual(['2026-08-20', '2027-02-20', '2027-10-15']);
    expect((await trail(rows[0]?.id ?? ''))[0]).toMatchObject({
      action: 'updated',
      before: { dueOn: '2026-09-02' },
      after: { dueOn: '2026-08-20' },
    });
  });
});

describe('a row entered by hand', () => {
  it('is taken for a successful application without rows, once', async () => {
    const body = { applicationId: noAgreement.applicationId, amount: '1,500.50', currency: 'usd', dueOn: today };
    const made = await call('POST', '/commissions', accounts, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      instalment: 1,
      instalments: 1,
      amountMinor: 150_050,
      currency: 'USD',
      dueOn: today,
      state: 'expected',
      studentName: 'Nobody Nina',
    });
    const again = await call('POST', '/commissions', accounts, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('has ledger rows already');
    const awaiting = (await call('GET', '/commissions/awaiting', accounts)).json().data;
    expect(awaiting.map((a: { applicationId: string }) => a.applicationId)).toEqual([noFee.applicationId]);
  });

  it('is refused for an application whose visa has not succeeded, and for bad amounts', async () => {
    const pending = await world.apply(percent.student, { universityName: 'University of York' });
    const notYet = await call('POST', '/commissions', accounts, {
      applicationId: pending,
      amount: '10',
      currency: 'EUR',
      dueOn: today,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toContain('visa succeeded');
    const base = { applicationId: noFee.applicationId, dueOn: today };
    const cases = [
      [{ ...base, amount: '-5', currency: 'EUR' }, 'amount'],
      [{ ...base, amount: 'ten', currency: 'EUR' }, 'amount'],
      [{ ...base, amount: '10.001', currency: 'EUR' }, 'amount'],
      [{ ...base, amount: '10', currency: 'EURO' }, 'currency'],
      [{ ...base, amount: '10', currency: 'EUR', dueOn: '2026-02-30' }, 'dueOn'],
      [{ ...base, amount: '10', currency: 'EUR', note: 'x'.repeat(501) }, 'note'],
    ] as const;
    for (const [payload, field] of cases) {
      const refused = await call('POST', '/commissions', accounts, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toContain(field);
    }
    expect(await rowsOf(noFee.applicationId)).toEqual([]);
  });
});

describe('the ledger’s filters and totals', () => {
  it('filters by university and intake in any case, partner, state and overdue, with totals of every match', async () => {
    const leeds = await ledger('?university=UNIVERSITY%20OF%20LEEDS');
    expect(leeds.data.map((r) => r.amountMinor).sort()).toEqual([100_000, 41_666, 41_666, 41_668].sort());
    expect(leeds.page).toEqual({ page: 1, size: 50, total: 4 });
    expect(leeds.totals).toEqual([
      { currency: 'EUR', expectedMinor: 125_000, receivedMinor: 0, outstandingMinor: 125_000, partnerPayableMinor: 0 },
      { currency: 'GBP', expectedMinor: 100_000, receivedMinor: 0, outstandingMinor: 100_000, partnerPayableMinor: 0 },
    ]);
    expect((await ledger(`?partnerId=${partnerId}`)).data.map((r) => r.studentName)).toEqual([
      'Percent Pia',
      'Percent Pia',
      'Percent Pia',
    ]);
    expect((await ledger('?intake=feb%202027')).data.map((r) => r.amountMinor)).toEqual([250_001, 250_000]);
    const all = await ledger();
    expect(all.data.map((r) => r.dueOn)).toEqual([...all.data.map((r) => r.dueOn)].sort());
    expect(all.page.total).toBe(7);
    const overdue = await ledger('?overdue=true');
    expect(overdue.data.map((r) => r.id)).toEqual(all.data.filter((r) => r.dueOn < today).map((r) => r.id));
    expect((await ledger('?overdue=false')).page.total).toBe(7 - overdue.page.total);
    expect((await ledger('?state=claimed')).page.total).toBe(0);
    expect((await call('GET', '/commissions?state=lost', accounts)).statusCode).toBe(400);
    expect((await call('GET', '/commissions?partnerId=nope', accounts)).statusCode).toBe(400);
  });
});

describe('a change of a row', () => {
  it('needs the current version, changes an expected row’s amount and is in the trail', async () => {
    const [first] = await rowsOf(fixed.applicationId);
    if (!first) throw new Error('no row');
    const changed = await call('PATCH', `/commissions/${first.id}`, accounts, {
      version: 1,
      amount: '2600',
      dueOn: '2026-06-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ amountMinor: 260_000, dueOn: '2026-06-01', version: 2 });
    const stale = await call('PATCH', `/commissions/${first.id}`, accounts, { version: 1, note: 'mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'CHANGED_MEANWHILE' });
    expect(stale.json().error.message).toContain('changed by someone else a moment ago');
    expect((await trail(first.id))[0]).toMatchObject({
      action: 'updated',
      actor: expect.objectContaining({ name: 'Ada Accounts' }),
      before: { amountMinor: 250_001, dueOn: '2026-05-15' },
      after: { amountMinor: 260_000, dueOn: '2026-06-01' },
    });
  });

  it('refuses bad amounts and a currency change without the amount', async () => {
    const [first] = await rowsOf(fixed.applicationId);
    const url = `/commissions/${first?.id}`;
    expect((await call('PATCH', url, accounts, { version: 2, amount: '-1' })).statusCode).toBe(400);
    expect((await call('PATCH', url, accounts, { version: 2, amount: '1', currency: 'ABC' })).statusCode).toBe(400);
    expect((await call('PATCH', url, accounts, { version: 2, amount: '1.001', currency: 'AUD' })).statusCode).toBe(400);
    const noAmount = await call('PATCH', url, accounts, { version: 2, currency: 'EUR' });
    expect(noAmount.json().error.fields).toEqual({ amount: 'Type the amount in EUR' });
    expect((await call('PATCH', url, accounts, { version: 'x' })).statusCode).toBe(400);
    const missing = await call('PATCH', '/commissions/00000000-0000-4000-8000-000000000000', accounts, { version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('writes a row off with a note; a written-off row’s amount is settled, and leaves the expected total', async () => {
    const [, second] = await rowsOf(fixed.applicationId);
    if (!second) throw new Error('no row');
    const off = await call('PATCH', `/commissions/${second.id}`, accounts, {
      version: 1,
      state: 'written-off',
      note: 'Student withdrew',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ state: 'written-off', note: 'Student withdrew', version: 2 });
    const settled = await call('PATCH', `/commissions/${second.id}`, accounts, { version: 2, amount: '5' });
    expect(settled.statusCode).toBe(422);
    expect(settled.json().error).toMatchObject({ code: 'SETTLED' });
    // Its note can still change.
    const noted = await call('PATCH', `/commissions/${second.id}`, accounts, {
      version: 2,
      note: 'Withdrew in week 2',
    });
    expect(noted.json().data).toMatchObject({ note: 'Withdrew in week 2', version: 3 });
    expect((await ledger('?intake=Feb%202027')).totals).toEqual([
      { currency: 'AUD', expectedMinor: 260_000, receivedMinor: 0, outstandingMinor: 260_000, partnerPayableMinor: 0 },
    ]);
    expect((await trail(second.id)).map((e: { action: string }) => e.action)).toEqual([
      'updated',
      'written-off',
      'created',
    ]);
  });
});

describe('the months of the chart and the B2B list', () => {
  it('sums expected and received per month of the due date, 12 months back and 11 on', async () => {
    const months = await call('GET', '/commissions/months', accounts);
    expect(months.statusCode).toBe(200);
    const usd = months.json().data.filter((m: { currency: string }) => m.currency === 'USD');
    expect(usd).toHaveLength(24);
    expect(usd[12]).toEqual({ month: today.slice(0, 7), currency: 'USD', expectedMinor: 150_050, receivedMinor: 0 });
    expect(usd.filter((m: { expectedMinor: number }) => m.expectedMinor > 0)).toHaveLength(1);
  });

  it('gives each B2B row its application, so the list can link to the ledger', async () => {
    const rows = (await call('GET', '/super-admin/get-commission-list', admin)).json().data;
    expect(rows).toEqual([expect.objectContaining({ applicationId: percent.applicationId, b2b: 'Global Partners' })]);
  });
});

describe('who may', () => {
  it('lets Super Admin in and keeps every other role out', async () => {
    expect((await call('GET', '/commissions', admin)).statusCode).toBe(200);
    const [row] = await rowsOf(masters.applicationId);
    const tries = [
      call('GET', '/commissions', counselor),
      call('GET', '/commissions/awaiting', counselor),
      call('GET', '/commissions/months', counselor),
      call('POST', '/commissions', counselor, { applicationId: noFee.applicationId, amount: '1', currency: 'EUR' }),
      call('PATCH', `/commissions/${row?.id}`, counselor, { version: 1, note: 'x' }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.statusCode).toBe(403);
    expect((await rowsOf(masters.applicationId))[0]?.version).toBe(1);
  });
});
