import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { currencySchema, moneyCheck, positiveAmountTextSchema } from './money.ts';

// A student's own payments to the office (issue 18): service fees and deposits, each with a receipt, and refunds.

export const PAYMENT_KINDS = [
  ['service-fee', 'Service fee'],
  ['deposit', 'Deposit'],
  ['refund', 'Refund'],
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number][0];
const kindSchema = z.enum(PAYMENT_KINDS.map(([k]) => k) as [PaymentKind, ...PaymentKind[]], {
  error: 'Choose service fee, deposit or refund',
});

export const PAYMENT_METHODS = ['Cash', 'Bank transfer', 'Card', 'Mobile banking'] as const;

export const paymentInputSchema = z
  .object({
    kind: kindSchema,
    amount: positiveAmountTextSchema,
    currency: currencySchema,
    paidOn: calendarDateSchema,
    method: z.enum(PAYMENT_METHODS, { error: `Choose one of ${PAYMENT_METHODS.join(', ')}` }),
    note: z.string().trim().max(500, 'Use at most 500 characters').optional().default(''),
    /**
     * How many payments the form saw: when someone else recorded one meanwhile, this one is refused with 409
     * instead of being counted twice.
     */
    seen: z.number().int().min(0),
  })
  .superRefine(moneyCheck);
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  receiptNumber: z.string(),
  kind: kindSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  paidOn: z.string(),
  method: z.string(),
  note: z.string(),
  recordedBy: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const studentPaymentsSchema = z.object({
  student: z.object({ studentId: z.number().int(), name: z.string() }),
  payments: z.array(paymentSchema),
  /** Paid less refunded, per currency. */
  balance: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
});
export type StudentPayments = z.infer<typeof studentPaymentsSchema>;
