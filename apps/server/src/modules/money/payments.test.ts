import { formatMoney } from '@studydesk/shared/money';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentPayments } from '../../db/schema/money.ts';
import { auditEvents, students } from '../../db/schema.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let accounts: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
let receptionist: TestEmployee;

const call = callerOf(app);

type Student = { _id: string; studentId: number; fullName: string };
const register = (fullName: string) =>
  registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName }));
const paymentsPath = (s: Student) => `/student/${s.studentId}/payments`;
const fee = (seen: number, extra: object = {}) => ({
  kind: 'service-fee',
  amount: '1250.50',
  currency: 'BDT',
  paidOn: '2026-11-24',
  method: 'Cash',
  seen,
  ...extra,
});

async function pay(s: Student, body: object) {
  const response = await call('POST', paymentsPath(s), accounts, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const storedCount = async (s: Student) =>
  (await db.select().from(studentPayments).where(eq(studentPayments.studentId, s._id))).length;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  accounts = await makeEmployee(db, ['Accounts'], { name: 'Anika Accounts' });
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer']);
  receptionist = await makeEmployee(db, ['receptionist']);
});

describe('a student’s payments', () => {
  it('start empty, and name the student by number; an unknown student is 404, an archived one read only', async () => {
    const s = await register('Payment Empty');
    const response = await call('GET', paymentsPath(s), accounts);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      student: { studentId: s.studentId, name: 'Payment Empty' },
      payments: [],
      balance: [],
    });
    expect((await call('GET', '/student/99999999/payments', accounts)).statusCode).toBe(404);
    expect((await call('GET', '/student/abc/payments', accounts)).statusCode).toBe(400);
    await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, s._id));
    // a deleted student's money is still Accounts' to read; a payment waits for the student's restore
    expect((await call('GET', paymentsPath(s), accounts)).statusCode).toBe(200);
    const refused = await call('POST', paymentsPath(s), accounts, fee(0));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Payment Empty (${s.studentId}) was deleted: restore the student to record a payment or a refund.`,
    );
    expect(await storedCount(s)).toBe(0);
  });

  it('are recorded with a receipt number, newest first, with the balance per currency, and audited', async () => {
    const s = await register('Payment Keeper');
    const first = await pay(s, fee(0));
    expect(first.payments).toHaveLength(1);
    expect(first.payments[0]).toMatchObject({
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
      kind: 'service-fee',
      amountMinor: 125050,
      currency: 'BDT',
      paidOn: '2026-11-24',
      method: 'Cash',
      note: '',
      recordedBy: 'Anika Accounts',
    });
    await pay(s, fee(1, { kind: 'deposit', amount: '300', currency: 'eur', paidOn: '2026-11-25', method: 'Card' }));
    const after = await pay(
      s,
      fee(2, { kind: 'refund', amount: '250.50', paidOn: '2026-11-26', note: 'Visa refused' }),
    );
    expect(after.payments.map((p: { kind: string }) => p.kind)).toEqual(['refund', 'deposit', 'service-fee']);
    expect(after.balance).toEqual([
      { currency: 'BDT', amountMinor: 100000 },
      { currency: 'EUR', amountMinor: 30000 },
    ]);
    expect((await call('GET', paymentsPath(s), admin)).json().data).toEqual(after);
    const numbers = after.payments.map((p: { receiptNumber: string }) => Number(p.receiptNumber.slice(2)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'payment'), eq(auditEvents.recordId, after.payments[0].id)));
    expect(event).toMatchObject({ actorId: accounts.id, action: 'created', before: null });
    expect(event?.after).toMatchObject({
      studentId: s.studentId,
      receiptNumber: after.payments[0].receiptNumber,
      kind: 'refund',
      amountMinor: 25050,
      currency: 'BDT',
    });
  });

  it('refuse a refund above the balance in its currency (422)', async () => {
    const s = await register('Payment Refund');
    await pay(s, fee(0, { amount: '1000' }));
    const tooMuch = await call('POST', paymentsPath(s), accounts, fee(1, { kind: 'refund', amount: '1000.01' }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'REFUND_TOO_LARGE', fields: { amount: expect.any(String) } });
    const otherCurrency = await call('POST', paymentsPath(s), accounts, fee(1, { kind: 'refund', currency: 'USD' }));
    expect(otherCurrency.json().error.code).toBe('REFUND_TOO_LARGE');
    await pay(s, fee(1, { kind: 'refund', amount: '1000' }));
    expect(await storedCount(s)).toBe(2);
  });

  it('refuse a form that did not see the latest payment (409)', async () => {
    const s = await register('Payment Stale');
    await pay(s, fee(0));
    const stale = await call('POST', paymentsPath(s), accounts, fee(0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'CHANGED_MEANWHILE',
      message:
        'Someone recorded a payment for this student a moment ago; the list is up to date now, check it and try again.',
    });
    expect(await storedCount(s)).toBe(1);
  });

  it('count the same payment once when two people record it at the same moment', async () => {
    const s = await register('Payment Race');
    const [one, two] = await Promise.all([
      call('POST', paymentsPath(s), accounts, fee(0)),
      call('POST', paymentsPath(s), admin, fee(0)),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([201, 409]);
    expect(await storedCount(s)).toBe(1);
  });

  it('refuse bad input with 400 naming the field', async () => {
    const s = await register('Payment Bad Input');
    const cases: [object, string][] = [
      [fee(0, { amount: '0' }), 'amount'],
      [fee(0, { amount: '0.00' }), 'amount'],
      [fee(0, { amount: '-5' }), 'amount'],
      [fee(0, { amount: 'five' }), 'amount'],
      [fee(0, { amount: '' }), 'amount'],
      [fee(0, { amount: '10.005' }), 'amount'],
      // a comma is never a decimal mark: 1500,50 is refused, not read as 150,050
      [fee(0, { amount: '1500,50' }), 'amount'],
      [fee(0, { amount: '1,5' }), 'amount'],
      [fee(0, { amount: '10.5', currency: 'JPY' }), 'amount'],
      [fee(0, { currency: 'TAKA' }), 'currency'],
      [fee(0, { currency: 'XYZ' }), 'currency'],
      [fee(0, { kind: 'gift' }), 'kind'],
      [fee(0, { method: 'Cheque' }), 'method'],
      [fee(0, { paidOn: '2026-02-30' }), 'paidOn'],
      [fee(0, { paidOn: 'yesterday' }), 'paidOn'],
      [fee(0, { paidOn: '2062-12-01' }), 'paidOn'],
      [fee(0, { note: 'x'.repeat(501) }), 'note'],
      [fee(0, { seen: '0' }), 'seen'],
      [fee(0, { seen: -1 }), 'seen'],
      [fee(0, { amount: { value: 5 } }), 'amount'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', paymentsPath(s), accounts, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await storedCount(s)).toBe(0);
  });

  it('are for Super Admin and Accounts only', async () => {
    const s = await register('Payment Guarded');
    const { payments } = await pay(s, fee(0));
    for (const who of [counselor, officer]) {
      expect((await call('GET', paymentsPath(s), who)).statusCode).toBe(403);
      expect((await call('POST', paymentsPath(s), who, fee(1))).statusCode).toBe(403);
      expect((await call('GET', `${paymentsPath(s)}/${payments[0].id}/receipt`, who)).statusCode).toBe(403);
    }
    expect(await storedCount(s)).toBe(1);
  });
});

describe('a receipt', () => {
  it('is a PDF with the office, the receipt number, the student and the amount', async () => {
    const office = { name: 'Dhanmondi Study Office', address: 'House 12, Road 5, Dhaka 1205', currency: 'BDT' };
    expect((await call('PUT', '/money/office', admin, office)).statusCode).toBe(200);
    const s = await register('Receipt Reader');
    const { payments } = await pay(s, fee(0, { note: 'First instalment of the service fee', method: 'Bank transfer' }));
    const payment = payments[0];
    const response = await call('GET', `${paymentsPath(s)}/${payment.id}/receipt`, accounts);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="receipt-${payment.receiptNumber}.pdf"`,
    );
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      office.name,
      office.address,
      `Receipt ${payment.receiptNumber}`,
      '24 Nov 2026',
      `Receipt Reader (ID ${s.studentId})`,
      'Service fee',
      formatMoney(125050, 'BDT', 'en-GB').replace(/\s+/g, ' '),
      'Bank transfer',
      'First instalment of the service fee',
      'Anika Accounts',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('of another student’s payment, or of none, is 404', async () => {
    const owner = await register('Receipt Owner');
    const other = await register('Receipt Other');
    const { payments } = await pay(owner, fee(0));
    expect((await call('GET', `${paymentsPath(other)}/${payments[0].id}/receipt`, accounts)).statusCode).toBe(404);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `${paymentsPath(owner)}/${none}/receipt`, accounts)).statusCode).toBe(404);
    expect((await call('GET', `${paymentsPath(owner)}/not-a-uuid/receipt`, accounts)).statusCode).toBe(400);
  });
});

describe('the office’s money settings', () => {
  it('hold the name, address and currency; Super Admin saves them, audited', async () => {
    const before = (await call('GET', '/money/office', accounts)).json().data;
    const saved = await call('PUT', '/money/office', admin, { name: ' Gulshan Office ', currency: 'usd' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ name: 'Gulshan Office', address: '', currency: 'USD' });
    expect((await call('GET', '/money/office', accounts)).json().data).toEqual(saved.json().data);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'settings'), eq(auditEvents.recordId, 'office-profile')))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(event).toMatchObject({ action: 'updated', before, after: saved.json().data });
    expect((await call('PUT', '/money/office', accounts, { name: 'Mine', currency: 'BDT' })).statusCode).toBe(403);
    const bad = await call('PUT', '/money/office', admin, { name: '', address: 'x'.repeat(401), currency: 'ABC' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['address', 'currency', 'name']);
    for (const who of [counselor, officer]) expect((await call('GET', '/money/office', who)).statusCode).toBe(403);
  });

  it('hold monthly rates: entering one again replaces it; listed by month then currency', async () => {
    const put = (body: object, who = accounts) => call('PUT', '/money/rates', who, body);
    expect((await put({ month: '2027-03', currency: 'GBP', rate: 150 })).json().data).toEqual({
      month: '2027-03',
      currency: 'GBP',
      rate: 150,
    });
    await put({ month: '2027-03', currency: 'EUR', rate: '128.5' });
    await put({ month: '2027-01', currency: 'GBP', rate: 148.25 });
    await put({ month: '2028-01', currency: 'GBP', rate: 160 });
    expect((await put({ month: '2027-03', currency: 'gbp', rate: 151.125 })).statusCode).toBe(200);
    const year = (await call('GET', '/money/rates?year=2027', accounts)).json().data;
    expect(year).toEqual([
      { month: '2027-01', currency: 'GBP', rate: 148.25 },
      { month: '2027-03', currency: 'EUR', rate: 128.5 },
      { month: '2027-03', currency: 'GBP', rate: 151.125 },
    ]);
    expect((await call('GET', '/money/rates', admin)).json().data).toHaveLength(4);
    const office = (await call('GET', '/money/office', accounts)).json().data.currency;
    const cases: [object, string][] = [
      [{ month: '2027-13', currency: 'GBP', rate: 1 }, 'month'],
      [{ month: '2027-3', currency: 'GBP', rate: 1 }, 'month'],
      [{ month: '2027-03', currency: 'GBX', rate: 1 }, 'currency'],
      [{ month: '2027-03', currency: 'GBP', rate: 0 }, 'rate'],
      [{ month: '2027-03', currency: 'GBP', rate: -2 }, 'rate'],
      [{ month: '2027-03', currency: 'GBP', rate: 'high' }, 'rate'],
      [{ month: '2027-03', currency: office, rate: 2 }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    expect((await call('GET', '/money/rates?year=99', accounts)).statusCode).toBe(400);
    for (const who of [counselor, officer]) {
      expect((await call('GET', '/money/rates', who)).statusCode).toBe(403);
      expect((await put({ month: '2027-03', currency: 'GBP', rate: 1 }, who)).statusCode).toBe(403);
    }
  });
});
