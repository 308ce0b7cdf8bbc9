import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { addAgreement, ledgerWorld } from '../../../test/ledger.ts';
import { exchangeRates } from '../../db/schema/money.ts';

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);

const report = async (query: string, who = world.admin) => world.call('GET', `/reports/money?${query}`, who);

/**
 * A small known office: Leeds pays 10% of a £12,000 fee in two instalments (£600 each, due on the decision day and
 * six months later); Toronto a fixed CAD 2,000 in one. The office counts in taka; January's pound is 150.
 */
beforeAll(async () => {
  await addAgreement(db, {
    universityName: 'University of Leeds',
    basis: 'percent',
    percentBp: 1000,
    currency: 'GBP',
    instalments: 2,
    monthsBetween: 6,
    claimable: 'enrolment',
  });
  await addAgreement(db, {
    universityName: 'University of Toronto',
    basis: 'fixed',
    amountMinor: 200_000,
    currency: 'CAD',
    instalments: 1,
    claimable: 'enrolment',
  });
  await world.success(
    'Leeds Lina',
    { universityName: 'University of Leeds', tuitionFee: '12000', tuitionCurrency: 'GBP' },
    '2026-01-10',
  );
  await world.success('Toronto Tariq', { universityName: 'University of Toronto', country: 'Canada' }, '2026-01-20');
  await db.insert(exchangeRates).values({ month: '2026-01-01', base: 'BDT', currency: 'GBP', rate: 150 });
});

describe('the money report', () => {
  it('counts expected and received per month and currency, converted where a rate exists', async () => {
    const before = await report('from=2026-01-01&to=2026-07-31');
    expect(before.statusCode, before.body).toBe(200);
    const data = before.json().data;
    expect(data.officeCurrency).toBe('BDT');
    expect(data.months).toEqual([
      { month: '2026-01', currency: 'CAD', expectedMinor: 200_000, receivedMinor: 0, rate: null },
      { month: '2026-01', currency: 'GBP', expectedMinor: 60_000, receivedMinor: 0, rate: 150 },
      { month: '2026-07', currency: 'GBP', expectedMinor: 60_000, receivedMinor: 0, rate: null },
    ]);
    // January has a CAD amount without a rate, so its total in taka is not known
    expect(data.totals).toEqual([
      { month: '2026-01', expectedMinor: null, receivedMinor: 0 },
      { month: '2026-07', expectedMinor: null, receivedMinor: 0 },
    ]);
  });

  it('counts money received a moment ago, and the claims still outstanding by university', async () => {
    await db.insert(exchangeRates).values({ month: '2026-01-01', base: 'BDT', currency: 'CAD', rate: 88 });
    const rows = (await world.call('GET', '/commissions?university=University of Leeds', world.accounts)).json().data;
    const first = rows.find((r: { instalment: number }) => r.instalment === 1);
    const claim = (
      await world.call('POST', '/commissions/claims', world.accounts, { commissionIds: [first.id] })
    ).json().data;
    const paid = await world.call('POST', `/commissions/claims/${claim.id}/payments`, world.accounts, {
      version: claim.version,
      receivedOn: '2026-01-28',
      amount: '250',
      currency: 'GBP',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const data = (await report('from=2026-01-01&to=2026-01-31', world.accounts)).json().data;
    expect(data.months).toContainEqual({
      month: '2026-01',
      currency: 'GBP',
      expectedMinor: 60_000,
      receivedMinor: 25_000,
      rate: 150,
    });
    // £600 × 150 + CAD 2,000 × 88 = 90,000 + 176,000 taka expected; £250 × 150 = 37,500 received
    expect(data.totals).toEqual([{ month: '2026-01', expectedMinor: 26_600_000, receivedMinor: 3_750_000 }]);
    expect(data.claims).toEqual([
      {
        universityName: 'University of Leeds',
        currency: 'GBP',
        claims: 1,
        outstandingMinor: 35_000,
        overdueMinor: 35_000,
      },
    ]);
  });

  it('converts with the rates into the office’s current currency only, and the earlier ones after a change back', async () => {
    const office = (currency: string) =>
      world.call('PUT', '/money/office', world.admin, { name: 'StudyDesk office', currency });
    const january = async () => (await report('from=2026-01-01&to=2026-01-31', world.accounts)).json().data;
    const inTaka = { month: '2026-01', expectedMinor: 26_600_000, receivedMinor: 3_750_000 };
    expect((await january()).totals).toEqual([inTaka]);

    // In pounds, the CAD rate of 88 taka is no rate at all: January's total is unknown, not CAD 2,000 × £88.
    expect((await office('GBP')).statusCode).toBe(200);
    const inPounds = await january();
    expect(inPounds.officeCurrency).toBe('GBP');
    expect(inPounds.months).toEqual([
      { month: '2026-01', currency: 'CAD', expectedMinor: 200_000, receivedMinor: 0, rate: null },
      { month: '2026-01', currency: 'GBP', expectedMinor: 60_000, receivedMinor: 25_000, rate: 1 },
    ]);
    expect(inPounds.totals).toEqual([{ month: '2026-01', expectedMinor: null, receivedMinor: 25_000 }]);
    const rate = await world.call('PUT', '/money/rates', world.accounts, {
      month: '2026-01',
      currency: 'CAD',
      rate: 0.55,
    });
    expect(rate.statusCode, rate.body).toBe(200);
    // £600 + CAD 2,000 × 0.55 = £1,700 expected
    expect((await january()).totals).toEqual([{ month: '2026-01', expectedMinor: 170_000, receivedMinor: 25_000 }]);

    expect((await office('BDT')).statusCode).toBe(200);
    expect((await january()).totals).toEqual([inTaka]);
  });

  it('refuses a bad range naming it, and everyone but Super Admin and Accounts', async () => {
    const backwards = await report('from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('from');
    expect((await report('from=2026-01-01', world.counselor)).statusCode).toBe(403);
    const download = await world.call('GET', '/reports/download?report=money&from=2026-01-01', world.counselor);
    expect(download.statusCode).toBe(403);
    const sheet = await world.call('GET', '/reports/download?report=money&from=2026-01-01&to=2026-12-31', world.admin);
    expect(sheet.statusCode).toBe(200);
    // the amounts are numbers a spreadsheet adds up, not text
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const first = book.worksheets[0]?.getRow(2);
    expect([first?.getCell(2).value, first?.getCell(3).value]).toEqual(['CAD', 2000]);
  });

  it("lets Accounts read and download the money report, and no other report's", async () => {
    const range = 'from=2026-01-01&to=2026-12-31';
    expect((await report(range, world.accounts)).statusCode).toBe(200);
    const sheet = await world.call('GET', `/reports/download?report=money&${range}`, world.accounts);
    expect(sheet.statusCode).toBe(200);
    for (const other of ['funnel', 'stages', 'leads', 'counselors']) {
      const refused = await world.call('GET', `/reports/download?report=${other}&${range}`, world.accounts);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Leeds Lina');
    }
    expect((await world.call('GET', `/reports/funnel?${range}`, world.accounts)).statusCode).toBe(403);
  });
});
