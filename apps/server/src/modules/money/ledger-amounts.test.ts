import type { Claim, Commission } from '@studydesk/shared/commissions';
import { addMonths, officeToday } from '@studydesk/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { addAgreement, ledgerWorld } from '../../../test/ledger.ts';

// The amounts the ledger makes and counts: a per cent only of a fee in the agreement's currency, rounded to the
// nearest minor unit, a written-off row that was partly paid counted alike in the totals, the chart, the money
// report and its claim, and money counted in the month it came in, in the chart as in the money report.

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);
const { accounts, call } = world;
const today = officeToday();
// inside the chart's months (12 back, 11 on), the second instalment due after today
const granted = addMonths(today, -2);

const rowsOf = async (applicationId: string) =>
  (await call('GET', `/commissions?applicationId=${applicationId}`, accounts)).json().data as Commission[];
const awaitingOf = async (applicationId: string) => {
  const answer = await call('GET', '/commissions/awaiting', accounts);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.find((a: { applicationId: string }) => a.applicationId === applicationId);
};

beforeAll(async () => {
  const percent = { basis: 'percent', instalments: 1, claimable: 'enrolment' } as const;
  await addAgreement(db, { ...percent, universityName: 'University of Leeds', percentBp: 1500, currency: 'GBP' });
  await addAgreement(db, { ...percent, universityName: 'University of Exeter', percentBp: 1250, currency: 'GBP' });
  await addAgreement(db, {
    universityName: 'University of Bath',
    basis: 'fixed',
    amountMinor: 200_000,
    currency: 'EUR',
    instalments: 2,
    monthsBetween: 6,
    claimable: 'enrolment',
  });
  await addAgreement(db, {
    universityName: 'University of Otago',
    basis: 'fixed',
    amountMinor: 100_000,
    currency: 'NZD',
    instalments: 1,
    claimable: 'enrolment',
  });
});

describe('a per cent of tuition', () => {
  it('makes no rows of a fee in another currency than the agreement and lists it, after a new date too', async () => {
    // Leeds pays 15% in GBP; the fee typed in USD would have made USD 2,700.00 and a claim in dollars.
    const { student, applicationId } = await world.success(
      'Dollar Dina',
      { universityName: 'University of Leeds', tuitionFee: '18000.00', tuitionCurrency: 'USD' },
      granted,
    );
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await awaitingOf(applicationId)).toMatchObject({ decidedOn: granted, why: 'tuition-other-currency' });
    // a corrected grant date makes the rows an application without any lacks: the same rule holds
    const regranted = addMonths(granted, -1);
    await world.decide(student, applicationId, 'success', regranted);
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await awaitingOf(applicationId)).toMatchObject({ decidedOn: regranted, why: 'tuition-other-currency' });
    // the currency alone is not changed: it would call USD 18,000.00 GBP 18,000.00 unseen
    const path = `/student/${student.studentId}/applications/${applicationId}`;
    const alone = await call('PATCH', path, world.admin, { tuitionCurrency: 'GBP' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.fields).toEqual({ tuitionFee: 'Send the tuition fee with its currency' });
    const both = await call('PATCH', path, world.admin, { tuitionFee: '14000.00', tuitionCurrency: 'GBP' });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('is rounded to the nearest minor unit, half up', async () => {
    // 12.5% of GBP 15,333.33 is 191,666.625 pence: 191,667, not 191,666 cut short.
    const { applicationId } = await world.success(
      'Half Hana',
      { universityName: 'University of Exeter', tuitionFee: '15333.33', tuitionCurrency: 'GBP' },
      granted,
    );
    const rows = await rowsOf(applicationId);
    expect(rows.map((r) => [r.amountMinor, r.currency])).toEqual([[191_667, 'GBP']]);
  });
});

describe('a written-off row that was partly paid', () => {
  it('counts at what it received, in the totals, the chart, the money report and its claim alike', async () => {
    // Two rows of EUR 1,000.00 claimed, EUR 1,400.00 received (the first in full, the second 400), the second
    // written off: expected 1,400, received 1,400, nothing outstanding (not expected 1,000 against 1,400 received).
    const { applicationId } = await world.success('Bath Bea', { universityName: 'University of Bath' }, granted);
    const made = await call('POST', '/commissions/claims', accounts, {
      commissionIds: (await rowsOf(applicationId)).map((r) => r.id),
    });
    expect(made.statusCode, made.body).toBe(201);
    const claim: Claim = made.json().data;
    const paid = await call('POST', `/commissions/claims/${claim.id}/payments`, accounts, {
      version: claim.version,
      receivedOn: today,
      amount: '1400',
      currency: 'EUR',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [, second] = await rowsOf(applicationId);
    expect(second).toMatchObject({ state: 'partly-received', receivedMinor: 40_000 });
    const off = await call('PATCH', `/commissions/${second?.id}`, accounts, {
      version: second?.version,
      state: 'written-off',
    });
    expect(off.statusCode, off.body).toBe(200);

    const ledger = (await call('GET', '/commissions?university=University%20of%20Bath', accounts)).json();
    expect(ledger.totals).toEqual([
      { currency: 'EUR', expectedMinor: 140_000, receivedMinor: 140_000, outstandingMinor: 0, partnerPayableMinor: 0 },
    ]);
    const claimed = (await call('GET', `/commissions/claims/${claim.id}`, accounts)).json().data;
    expect(claimed).toMatchObject({ totalMinor: 140_000, receivedMinor: 140_000, differenceMinor: 0 });

    // expected by the row's due month; the EUR 1,400 received today, in this month
    const dueMonth = second?.dueOn.slice(0, 7);
    const months = (await call('GET', '/commissions/months', accounts)).json().data;
    expect(months).toContainEqual({ month: dueMonth, currency: 'EUR', expectedMinor: 40_000, receivedMinor: 0 });
    expect(months).toContainEqual({
      month: today.slice(0, 7),
      currency: 'EUR',
      expectedMinor: 0,
      receivedMinor: 140_000,
    });

    const report = await call('GET', `/reports/money?from=${granted}&to=${second?.dueOn}`, accounts);
    expect(report.statusCode, report.body).toBe(200);
    const line = report.json().data.months.find((m: { month: string }) => m.month === dueMonth);
    expect(line).toMatchObject({ currency: 'EUR', expectedMinor: 40_000 });
  });
});

describe('a row paid in another month than it fell due', () => {
  it('shows in the chart as expected in its due month and received in the month the money came, as the report', async () => {
    const { applicationId } = await world.success('Otago Omar', { universityName: 'University of Otago' }, granted);
    const [row] = await rowsOf(applicationId);
    const made = await call('POST', '/commissions/claims', accounts, { commissionIds: [row?.id] });
    expect(made.statusCode, made.body).toBe(201);
    const paid = await call('POST', `/commissions/claims/${made.json().data.id}/payments`, accounts, {
      version: made.json().data.version,
      receivedOn: today,
      amount: '1000',
      currency: 'NZD',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const dueMonth = row?.dueOn.slice(0, 7);
    const thisMonth = today.slice(0, 7);
    expect(dueMonth).not.toBe(thisMonth);

    const months = (await call('GET', '/commissions/months', accounts)).json().data;
    const nzd = months.filter((m: { currency: string; month: string }) => m.currency === 'NZD');
    expect(
      nzd.filter((m: { expectedMinor: number; receivedMinor: number }) => m.expectedMinor || m.receivedMinor),
    ).toEqual([
      { month: dueMonth, currency: 'NZD', expectedMinor: 100_000, receivedMinor: 0 },
      { month: thisMonth, currency: 'NZD', expectedMinor: 0, receivedMinor: 100_000 },
    ]);
    const report = await call('GET', `/reports/money?from=${granted}&to=${today}`, accounts);
    expect(report.statusCode, report.body).toBe(200);
    const lines = report.json().data.months.filter((m: { currency: string }) => m.currency === 'NZD');
    expect(lines).toEqual([
      { month: dueMonth, currency: 'NZD', expectedMinor: 100_000, receivedMinor: 0, rate: null },
      { month: thisMonth, currency: 'NZD', expectedMinor: 0, receivedMinor: 100_000, rate: null },
    ]);
  });
});
