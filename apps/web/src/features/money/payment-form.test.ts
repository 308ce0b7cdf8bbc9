import type { Payment } from '@studydesk/shared/payments';
import { paymentInputSchema } from '@studydesk/shared/payments';
import { describe, expect, it } from 'vitest';
import { kindLabel, newPayment, paymentBody, paymentValues, signedMinor, studentIdOf } from './payment-form.ts';

describe('the payments page', () => {
  it('opens a student by the ID typed or in the address', () => {
    expect(studentIdOf('10023')).toBe(10023);
    expect(studentIdOf(' 10023 ')).toBe(10023);
    for (const wrong of [null, undefined, '', 'abc', '10.5', '-3', '0', '99999999999', '1e4']) {
      expect(studentIdOf(wrong), String(wrong)).toBeNull();
    }
  });

  it('shows a refund below zero, and each kind by its name', () => {
    expect(signedMinor({ kind: 'refund', amountMinor: 5000 })).toBe(-5000);
    expect(signedMinor({ kind: 'deposit', amountMinor: 5000 })).toBe(5000);
    expect(kindLabel('service-fee')).toBe('Service fee');
    expect(kindLabel('refund')).toBe('Refund');
  });

  it('starts a service fee in the office’s currency, today, and sends how many payments it saw', () => {
    const values = paymentValues('BDT', '2026-03-06');
    expect(values).toEqual({
      kind: 'service-fee',
      amount: '',
      currency: 'BDT',
      paidOn: '2026-03-06',
      method: 'Cash',
      note: '',
    });
    const body = paymentBody({ ...values, amount: '15000' }, 3);
    expect(paymentInputSchema.parse(body)).toMatchObject({ amount: '15000', currency: 'BDT', seen: 3 });
  });

  it('is refused by the shared schema for an empty, negative or zero amount', () => {
    const values = paymentValues('EUR', '2026-03-06');
    for (const amount of ['', '-5', '0', '12.345']) {
      const result = paymentInputSchema.safeParse(paymentBody({ ...values, amount }, 0));
      expect(
        result.error?.issues.map((issue) => issue.path[0]),
        amount,
      ).toContain('amount');
    }
  });
});

describe('the payment just recorded', () => {
  const payment = (id: string, paidOn: string): Payment => ({
    id,
    receiptNumber: `R-${id}`,
    kind: 'deposit',
    amountMinor: 100,
    currency: 'EUR',
    paidOn,
    method: 'Cash',
    note: '',
    recordedBy: 'Farhana Akter',
  });

  it('is the one the answer has and the list had not, even when dated before the others', () => {
    const before = [payment('2', '2026-03-05'), payment('1', '2026-03-01')];
    const after = [before[0], before[1], payment('3', '2026-02-01')].filter((p) => p !== undefined);
    expect(newPayment(before, after)?.receiptNumber).toBe('R-3');
    expect(newPayment(after, after)).toBeUndefined();
  });
});
