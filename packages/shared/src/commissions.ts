import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { listPagingSchema, pagingSchema } from './lists.ts';
import { currencySchema, moneyCheck, positiveAmountTextSchema } from './money.ts';

// The commission ledger and the claims (issue 18).

/** expected → claimed → partly-received → received; or written-off at any point before it is all received. */
export const COMMISSION_STATES = [
  ['expected', 'Expected'],
  ['claimed', 'Claimed'],
  ['partly-received', 'Partly received'],
  ['received', 'Received'],
  ['written-off', 'Written off'],
] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number][0];
const stateSchema = z.enum(COMMISSION_STATES.map(([s]) => s) as [CommissionState, ...CommissionState[]]);

/** One expected instalment of an application's commission. */
export const commissionSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  studentId: z.number().int(),
  studentName: z.string(),
  universityName: z.string(),
  country: z.string(),
  intake: z.string(),
  partnerId: z.uuid().nullable(),
  partnerName: z.string(),
  instalment: z.number().int(),
  instalments: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  dueOn: z.string(),
  state: stateSchema,
  receivedMinor: z.number().int(),
  /** The partner's share of what was received, in the same currency. */
  partnerPayableMinor: z.number().int(),
  sharePercent: z.number(),
  claimId: z.uuid().nullable(),
  claimNumber: z.string().nullable(),
  /** Claimed (or due to be) and not all received by its due date. */
  overdue: z.boolean(),
  note: z.string(),
  /** Sent back with a change: a change made meanwhile by someone else is a 409, not overwritten. */
  version: z.number().int(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionFilterSchema = z.object({
  university: z.string().trim().max(200).optional(),
  partnerId: z.uuid().optional(),
  intake: z.string().trim().max(50).optional(),
  state: stateSchema.optional(),
  overdue: z.enum(['true', 'false']).optional(),
  applicationId: z.uuid().optional(),
  page: listPagingSchema.shape.page,
});
export type CommissionFilter = z.input<typeof commissionFilterSchema>;

export const commissionPageSchema = z.object({
  data: z.array(commissionSchema),
  page: pagingSchema,
  /** Over every row the filter matches, per currency. */
  totals: z.array(
    z.object({
      currency: z.string(),
      expectedMinor: z.number().int(),
      receivedMinor: z.number().int(),
      outstandingMinor: z.number().int(),
      partnerPayableMinor: z.number().int(),
    }),
  ),
});

/** A change of one row: its amount, due date, note, or a write-off; `version` is the one the change was made on. */
export const commissionUpdateSchema = z
  .object({
    version: z.number().int().min(1),
    amount: positiveAmountTextSchema.optional(),
    currency: currencySchema.optional(),
    dueOn: calendarDateSchema.optional(),
    note: z.string().trim().max(500, 'Use at most 500 characters').optional(),
    state: z.literal('written-off').optional(),
  })
  .superRefine(moneyCheck);

/** A row entered by hand for a successful application without an agreement. */
export const commissionInputSchema = z
  .object({
    applicationId: z.uuid(),
    amount: positiveAmountTextSchema,
    currency: currencySchema,
    dueOn: calendarDateSchema,
    note: z.string().trim().max(500).optional().default(''),
  })
  .superRefine(moneyCheck);

/** Expected per month of the due date against received per month it came in, per currency (the ledger's chart). */
export const commissionMonthSchema = z.object({
  month: z.string(),
  currency: z.string(),
  expectedMinor: z.number().int(),
  receivedMinor: z.number().int(),
});

/** Why a successful application has no ledger rows yet: the accountant enters them by hand. */
export const AWAITING_REASONS = [
  ['no-agreement', 'No agreement with the university'],
  ['no-tuition-fee', 'No tuition fee on the application'],
  // a per cent of a fee in one currency is no amount in another: which of the two is wrong only staff can tell
  [
    'tuition-other-currency',
    'The tuition fee is in another currency than the agreement: correct the currency of the application’s tuition ' +
      'fee or of the agreement, then enter the commission',
  ],
  ['agreement-added-later', 'The agreement was added after the visa'],
] as const;
type AwaitingReason = (typeof AWAITING_REASONS)[number][0];

/** A successful application without ledger rows. */
export const awaitingCommissionSchema = z.object({
  applicationId: z.uuid(),
  studentId: z.number().int(),
  studentName: z.string(),
  universityName: z.string(),
  intake: z.string(),
  partnerName: z.string(),
  decidedOn: z.string(),
  why: z.enum(AWAITING_REASONS.map(([r]) => r) as [AwaitingReason, ...AwaitingReason[]]),
});
export type AwaitingCommission = z.infer<typeof awaitingCommissionSchema>;

// ---- Claims ----------------------------------------------------------------------------------------------------

export const claimInputSchema = z.object({
  commissionIds: z.array(z.uuid()).min(1, 'Pick at least one row').max(500, 'Pick at most 500 rows'),
  /** The total the screen showed: a row's amount changed since is a 409, not a claim of an amount nobody saw. */
  totalMinor: z.number().int().optional(),
});

export const claimReceiptSchema = z.object({
  id: z.uuid(),
  receivedOn: z.string(),
  amountMinor: z.number().int(),
  overPayment: z.boolean(),
  recordedBy: z.string(),
  /** Taken back (recorded by mistake): its money is off the claim and its rows, as if it had never been recorded. */
  reversed: z.boolean(),
});

export const claimSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  universityName: z.string(),
  currency: z.string(),
  createdOn: z.string(),
  totalMinor: z.number().int(),
  receivedMinor: z.number().int(),
  /** What is still to come (negative after an over-payment). */
  differenceMinor: z.number().int(),
  version: z.number().int(),
  rows: z.array(commissionSchema),
  receipts: z.array(claimReceiptSchema),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimSummarySchema = claimSchema.omit({ rows: true, receipts: true });
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** A page of the claims, newest first. */
export const claimListQuerySchema = listPagingSchema.pick({ page: true });
export const claimPageSchema = z.object({ data: z.array(claimSummarySchema), page: pagingSchema });
export type ClaimPage = z.infer<typeof claimPageSchema>;

/** Money received against a claim; more than is still due needs `overPayment`. */
export const claimPaymentInputSchema = z
  .object({
    version: z.number().int().min(1),
    receivedOn: calendarDateSchema,
    amount: positiveAmountTextSchema,
    currency: currencySchema,
    overPayment: z.boolean().optional().default(false),
  })
  .superRefine(moneyCheck);

/** The reversal of a receipt recorded by mistake, on the claim's version the screen showed. */
export const claimReversalInputSchema = z.object({ version: z.number().int().min(1) });
