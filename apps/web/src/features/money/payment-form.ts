import { PAYMENT_KINDS, type Payment, type PaymentInput, type PaymentKind } from '@studydesk/shared/payments';

/** A student ID as typed into the page's field or its address (`?student=10023`), or null when it is none. */
export function studentIdOf(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const KIND_LABELS = Object.fromEntries(PAYMENT_KINDS) as Record<PaymentKind, string>;
export const kindLabel = (kind: PaymentKind) => KIND_LABELS[kind];
export const KIND_OPTIONS = PAYMENT_KINDS.map(([value, label]) => ({ value, label }));

/** A refund takes money back: it is shown, and counted in the balance, below zero. */
export const signedMinor = (payment: Pick<Payment, 'kind' | 'amountMinor'>) =>
  payment.kind === 'refund' ? -payment.amountMinor : payment.amountMinor;

export type PaymentValues = Omit<PaymentInput, 'seen' | 'note'> & { note: string };

/** A new payment: a service fee in the office's currency, paid today. */
export function paymentValues(currency: string, today: string): PaymentValues {
  return { kind: 'service-fee', amount: '', currency, paidOn: today, method: 'Cash', note: '' };
}

/**
 * What the form sends: with the number of payments it was showing, so that a payment someone else recorded
 * meanwhile makes the server refuse this one (409) instead of counting the same money twice.
 */
export const paymentBody = (values: PaymentValues, seen: number): PaymentInput => ({ ...values, seen });

/** The payment an answer has that the list before it had not: the one just recorded (whatever its date). */
export function newPayment(before: Pick<Payment, 'id'>[], after: Payment[]): Payment | undefined {
  const known = new Set(before.map((payment) => payment.id));
  return after.find((payment) => !known.has(payment.id));
}
