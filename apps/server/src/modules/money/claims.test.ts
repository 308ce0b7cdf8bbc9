import type { Claim, Commission } from '@studydesk/shared/commissions';
import { formatMoney } from '@studydesk/shared/money';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationStatements, testApp } from '../../../test/helpers.ts';
import { addAgreement, addPartner, ledgerWorld } from '../../../test/ledger.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { officeSettings } from '../../db/schema/follow-ups.ts';

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);
const { admin, accounts, counselor, call } = world;

let partnerId: string;
/** Claire's three Leeds rows, Yusuf's York row and Lena's three Leeds rows (her university in capitals). */
let claire: Commission[];
let yusuf: Commission[];
let lena: Commission[];
let claim: Claim;

const rowsOf = async (applicationId: string) =>
  (await call('GET', `/commissions?applicationId=${applicationId}`, accounts)).json().data as Commission[];
const claimNamed = async (id = claim.id) => (await call('GET', `/commissions/claims/${id}`, accounts)).json().data;
const trail = async (recordId: string) => (await call('GET', `/audit?recordId=${recordId}`, admin)).json().data;
const pay = (body: object, id = claim.id) => call('POST', `/commissions/claims/${id}/payments`, accounts, body);
const claimOf = (rows: (Commission | undefined)[]) =>
  call('POST', '/commissions/claims', accounts, { commissionIds: rows.map((r) => r?.id) });

beforeAll(async () => {
  await db.insert(officeSettings).values({
    key: 'officeProfile',
    value: { name: 'Bright Futures Ltd', address: '12 Gulshan Avenue, Dhaka', currency: 'BDT' },
  });
  partnerId = (await addPartner(db, 'Partner Co', 1500)).id;
  const fixed = { basis: 'fixed', currency: 'EUR', monthsBetween: 6, claimable: 'enrolment' } as const;
  await addAgreement(db, { ...fixed, universityName: 'University of Leeds', amountMinor: 300_001, instalments: 3 });
  await addAgreement(db, { ...fixed, universityName: 'University of York', amountMinor: 100_000, instalments: 1 });
  const a = await world.success(
    'Claire Claim',
    { universityName: 'University of Leeds', b2b: 'Partner Co' },
    '2026-01-10',
  );
  const b = await world.success('York Yusuf', { universityName: 'University of York' }, '2026-02-01');
  const c = await world.success('Leeds Lena', { universityName: 'UNIVERSITY OF LEEDS' }, '2026-03-01');
  claire = await rowsOf(a.applicationId);
  yusuf = await rowsOf(b.applicationId);
  lena = await rowsOf(c.applicationId);
});

describe('making a claim', () => {
  it('refuses rows of two universities or two currencies, naming the row', async () => {
    const two = await claimOf([claire[0], yusuf[0]]);
    expect(two.statusCode).toBe(422);
    expect(two.json().error.code).toBe('NOT_CLAIMABLE');
    expect(two.json().error.message).toBe(
      `Student ${yusuf[0]?.studentId}, instalment 1 of 1: it is for University of York; a claim is to one ` +
        'university (University of Leeds).',
    );
    const changed = await call('PATCH', `/commissions/${lena[2]?.id}`, accounts, {
      version: 1,
      amount: '1000',
      currency: 'GBP',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const currencies = await claimOf([claire[0], lena[2]]);
    expect(currencies.statusCode).toBe(422);
    expect(currencies.json().error.message).toContain(`Student ${lena[0]?.studentId}, instalment 3 of 3`);
    expect(currencies.json().error.message).toContain('one currency (EUR)');
    expect((await call('POST', '/commissions/claims', accounts, { commissionIds: [] })).statusCode).toBe(400);
    expect((await call('POST', '/commissions/claims', accounts, { commissionIds: ['x'] })).statusCode).toBe(400);
    const unknown = ['00000000-0000-4000-8000-000000000000'];
    expect((await call('POST', '/commissions/claims', accounts, { commissionIds: unknown })).statusCode).toBe(404);
    expect((await rowsOf(claire[0]?.applicationId ?? '')).map((r) => r.state)).toEqual([
      'expected',
      'expected',
      'expected',
    ]);
  });

  it('refuses (409) a total other than the screen showed, a row changed meanwhile, and claims nothing', async () => {
    const row = yusuf[0];
    const refused = await call('POST', '/commissions/claims', accounts, {
      commissionIds: [row?.id],
      totalMinor: 99_999,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CHANGED_MEANWHILE',
      message: `The rows were changed by someone else a moment ago: their total is ${formatMoney(100_000, 'EUR')}, not ${formatMoney(99_999, 'EUR')}. Look at them again, then make the claim.`,
    });
    expect((await rowsOf(row?.applicationId ?? '')).map((r) => [r.state, r.claimNumber])).toEqual([['expected', null]]);
  });

  it('numbers a claim of one university’s expected rows, whatever the case of its name', async () => {
    const made = await claimOf([claire[2], lena[0], claire[0], claire[1], claire[0]]);
    expect(made.statusCode, made.body).toBe(201);
    claim = made.json().data;
    expect(claim).toMatchObject({
      universityName: 'University of Leeds',
      currency: 'EUR',
      totalMinor: 400_002,
      receivedMinor: 0,
      differenceMinor: 400_002,
      version: 1,
      receipts: [],
    });
    expect(claim.number).toMatch(/^C-\d{6}$/);
    expect(claim.rows.map((r) => [r.studentName, r.instalment, r.state, r.claimNumber])).toEqual([
      ['Claire Claim', 1, 'claimed', claim.number],
      ['Leeds Lena', 1, 'claimed', claim.number],
      ['Claire Claim', 2, 'claimed', claim.number],
      ['Claire Claim', 3, 'claimed', claim.number],
    ]);
    const listed = (await call('GET', '/commissions/claims', accounts)).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: claim.id, number: claim.number, totalMinor: 400_002 })]);
    expect(listed.page).toEqual({ page: 1, size: 20, total: 1 });
    expect((await trail(claim.id))[0]).toMatchObject({
      recordType: 'claim',
      action: 'created',
      after: expect.objectContaining({ number: claim.number, totalMinor: 400_002, rows: 4 }),
    });
    expect((await trail(claire[0]?.id ?? ''))[0]).toMatchObject({
      action: 'claimed',
      before: { state: 'expected', claim: null },
      after: { state: 'claimed', claim: claim.number },
    });
  });

  it('refuses a row claimed already, and a claimed row’s amount', async () => {
    const again = await claimOf([claire[0]]);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(
      `Student ${claire[0]?.studentId}, instalment 1 of 3: it is claimed, not expected.`,
    );
    const settled = await call('PATCH', `/commissions/${claire[0]?.id}`, accounts, { version: 2, amount: '1' });
    expect(settled.statusCode).toBe(422);
    expect(settled.json().error.code).toBe('SETTLED');
  });
});

describe('money received against a claim', () => {
  it('refuses another currency, an old version, nothing, and more than is due unless marked', async () => {
    const base = { version: 1, receivedOn: '2026-06-01', amount: '100', currency: 'EUR' };
    const currency = await pay({ ...base, currency: 'GBP' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().error.fields).toEqual({ currency: 'This claim is in EUR' });
    expect((await pay({ ...base, currency: 'XXY' })).statusCode).toBe(400);
    expect((await pay({ ...base, amount: '-100' })).statusCode).toBe(400);
    expect((await pay({ ...base, amount: '0' })).json().error.fields).toEqual({ amount: 'Type an amount above 0' });
    expect((await pay({ ...base, receivedOn: '2999-01-01' })).statusCode).toBe(400);
    expect((await pay({ ...base, version: 2 })).statusCode).toBe(409);
    const over = await pay({ ...base, amount: '4000.03' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({ code: 'OVER_PAYMENT' });
    expect(over.json().error.message).toContain('€4,000.02 still due');
    expect(await claimNamed()).toMatchObject({ receivedMinor: 0, version: 1, receipts: [] });
  });

  it('spreads a partial payment over the rows by due date, with the partner’s payable', async () => {
    const paid = await pay({ version: 1, receivedOn: '2026-06-01', amount: '1500', currency: 'EUR' });
    expect(paid.statusCode, paid.body).toBe(201);
    const data: Claim = paid.json().data;
    expect(data).toMatchObject({ receivedMinor: 150_000, differenceMinor: 250_002, version: 2 });
    expect(data.rows.map((r) => [r.studentName, r.receivedMinor, r.state])).toEqual([
      ['Claire Claim', 100_001, 'received'],
      ['Leeds Lena', 49_999, 'partly-received'],
      ['Claire Claim', 0, 'claimed'],
      ['Claire Claim', 0, 'claimed'],
    ]);
    // 15% of EUR 1,000.01 is 150.0015: rounded down to the cent.
    expect(data.rows[0]).toMatchObject({ partnerId, partnerPayableMinor: 15_000 });
    expect(data.receipts).toEqual([
      expect.objectContaining({ receivedOn: '2026-06-01', amountMinor: 150_000, overPayment: false }),
    ]);
    expect(data.receipts[0]?.recordedBy).toBe('Ada Accounts');
    const partner = (await call('GET', `/commissions?partnerId=${partnerId}`, accounts)).json();
    expect(partner.totals).toEqual([
      {
        currency: 'EUR',
        expectedMinor: 300_001,
        receivedMinor: 100_001,
        outstandingMinor: 200_000,
        partnerPayableMinor: 15_000,
      },
    ]);
    expect((await trail(claim.id))[0]).toMatchObject({
      action: 'payment-received',
      before: { receivedMinor: 0, differenceMinor: 400_002 },
      after: expect.objectContaining({ receivedMinor: 150_000, differenceMinor: 250_002 }),
    });
    const received = await call('PATCH', `/commissions/${claire[0]?.id}`, accounts, {
      version: 3,
      state: 'written-off',
    });
    expect(received.statusCode).toBe(422);
    expect(received.json().error.code).toBe('SETTLED');
  });

  it('counts the same payment sent twice at once only once', async () => {
    const body = { version: 2, receivedOn: '2026-06-02', amount: '500', currency: 'EUR' };
    const answers = await Promise.all([pay(body), pay(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('CHANGED_MEANWHILE');
    const now = await claimNamed();
    expect(now).toMatchObject({ receivedMinor: 200_000, differenceMinor: 200_002, version: 3 });
    expect(now.receipts).toHaveLength(2);
  });

  it('prints the claim as a PDF with the office, the university, the rows and the difference', async () => {
    const answer = await call('GET', `/commissions/claims/${claim.id}/pdf`, accounts);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="claim-${claim.number}.pdf"`);
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      'Bright Futures Ltd',
      '12 Gulshan Avenue, Dhaka',
      `Commission claim ${claim.number}`,
      'University of Leeds',
      'Claire Claim',
      'Leeds Lena',
      String(claire[0]?.studentId),
      '1 of 3',
      '2026-01-10',
      formatMoney(100_001, 'EUR'),
      formatMoney(400_002, 'EUR'),
      formatMoney(200_000, 'EUR'),
      formatMoney(200_002, 'EUR'),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives the same rows as a spreadsheet', async () => {
    const answer = await call('GET', `/commissions/claims/${claim.id}/xlsx`, accounts);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="claim-${claim.number}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1));
    const claireId = claire[0]?.studentId;
    expect(rows).toEqual([
      [
        'Student ID',
        'Student name',
        'University',
        'Intake',
        'Instalment',
        'Due date',
        'State',
        'Currency',
        'Amount',
        'Received',
      ],
      [
        claire[0]?.studentId,
        'Claire Claim',
        'University of Leeds',
        'Sep 2026',
        '1 of 3',
        '2026-01-10',
        'received',
        'EUR',
        1000.01,
        1000.01,
      ],
      [
        lena[0]?.studentId,
        'Leeds Lena',
        'UNIVERSITY OF LEEDS',
        'Sep 2026',
        '1 of 3',
        '2026-03-01',
        'partly received',
        'EUR',
        1000.01,
        999.99,
      ],
      [claireId, 'Claire Claim', 'University of Leeds', 'Sep 2026', '2 of 3', '2026-07-10', 'claimed', 'EUR', 1000, 0],
      [claireId, 'Claire Claim', 'University of Leeds', 'Sep 2026', '3 of 3', '2027-01-10', 'claimed', 'EUR', 1000, 0],
      [undefined, 'Total', undefined, undefined, undefined, undefined, undefined, 'EUR', 4000.02, 2000],
    ]);
  });

  it('takes an over-payment when marked, its surplus on the last row', async () => {
    const paid = await pay({
      version: 3,
      receivedOn: '2026-06-03',
      amount: '2001.02',
      currency: 'EUR',
      overPayment: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const data: Claim = paid.json().data;
    expect(data).toMatchObject({ receivedMinor: 400_102, differenceMinor: -100, version: 4 });
    expect(data.rows.map((r) => [r.receivedMinor, r.state])).toEqual([
      [100_001, 'received'],
      [100_001, 'received'],
      [100_000, 'received'],
      [100_100, 'received'],
    ]);
    expect(data.receipts.map((r) => r.overPayment)).toEqual([false, false, true]);
  });
});

describe('who may', () => {
  it('keeps every role but Super Admin and Accounts out', async () => {
    expect((await call('GET', `/commissions/claims/${claim.id}`, admin)).statusCode).toBe(200);
    const body = { version: 4, receivedOn: '2026-06-01', amount: '1', currency: 'EUR', overPayment: true };
    const tries = [
      call('GET', '/commissions/claims', counselor),
      call('GET', `/commissions/claims/${claim.id}`, counselor),
      call('GET', `/commissions/claims/${claim.id}/pdf`, counselor),
      call('GET', `/commissions/claims/${claim.id}/xlsx`, counselor),
      call('POST', '/commissions/claims', counselor, { commissionIds: [yusuf[0]?.id] }),
      call('POST', `/commissions/claims/${claim.id}/payments`, counselor, body),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.statusCode).toBe(403);
    expect((await claimNamed()).version).toBe(4);
    expect((await call('GET', '/commissions/claims/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });
});

describe('a claimed row written off', () => {
  it('is no longer due on its claim: the whole first total is an over-payment, what is left settles it', async () => {
    const yara = await rowsOf(
      (await world.success('York Yara', { universityName: 'University of York' }, '2026-04-01')).applicationId,
    );
    const made = await claimOf([yusuf[0], yara[0]]);
    expect(made.statusCode, made.body).toBe(201);
    const york: Claim = made.json().data;
    expect(york).toMatchObject({ totalMinor: 200_000, differenceMinor: 200_000 });
    const off = await call('PATCH', `/commissions/${yara[0]?.id}`, accounts, { version: 2, state: 'written-off' });
    expect(off.statusCode, off.body).toBe(200);
    const now = await claimNamed(york.id);
    expect(now).toMatchObject({ totalMinor: 100_000, receivedMinor: 0, differenceMinor: 100_000 });

    const base = { version: now.version, receivedOn: '2026-06-01', currency: 'EUR' };
    const over = await pay({ ...base, amount: '2000' }, york.id);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().error.code).toBe('OVER_PAYMENT');
    const paid = await pay({ ...base, amount: '1000' }, york.id);
    expect(paid.statusCode, paid.body).toBe(201);
    const settled: Claim = paid.json().data;
    expect(settled).toMatchObject({ totalMinor: 100_000, receivedMinor: 100_000, differenceMinor: 0 });
    expect(settled.rows.map((r) => [r.studentName, r.state, r.receivedMinor])).toEqual([
      ['York Yusuf', 'received', 100_000],
      ['York Yara', 'written-off', 0],
    ]);
    // the invoice's rows add up to its total: the row written off is claimed for nothing
    const invoice = await pdfText((await call('GET', `/commissions/claims/${york.id}/pdf`, accounts)).rawPayload);
    expect(invoice).toMatch(/York Yara[\s\S]*1 of 1, written off[\s\S]*€0\.00/);
    // and so do the spreadsheet's, its state said
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await call('GET', `/commissions/claims/${york.id}/xlsx`, accounts)).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = book.worksheets[0];
    expect(
      [2, 3, 4].map((n) => [sheet?.getCell(n, 2).value, sheet?.getCell(n, 7).value, sheet?.getCell(n, 9).value]),
    ).toEqual([
      ['York Yusuf', 'received', 1000],
      ['York Yara', 'written off', 0],
      ['Total', null, 1000],
    ]);

    // Written off before the fix, its claim kept the whole total: migration 0071 takes it out, once.
    await db.execute(sql`update claims set total_minor = 200000 where id = ${york.id}`);
    const claimTotals = (await migrationStatements('0071_money_left_by_merges_and_write_offs.sql'))[2];
    if (claimTotals) await db.execute(claimTotals);
    expect(await claimNamed(york.id)).toMatchObject({
      totalMinor: 100_000,
      receivedMinor: 100_000,
      differenceMinor: 0,
    });
  });
});
