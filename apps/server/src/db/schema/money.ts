import type { CommissionState } from '@studydesk/shared/commissions';
import type { PaymentKind } from '@studydesk/shared/payments';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees, students, universityApplications } from '../schema.ts';
import { createdAt } from './columns.ts';

// Money (issue 18): every amount is integer minor units (bigint) beside its ISO 4217 code.

const minor = (name: string) => bigint(name, { mode: 'number' });

/** A B2B sub-agent: the spec's free-text B2B field names one; their share is in basis points (12.5% = 1250). */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    shareBp: integer('share_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_name_key').on(sql`lower(${t.name})`),
    check('partners_share_bp', sql`${t.shareBp} between 0 and 10000`),
  ],
);

/** What a university pays for a successful student: a per cent of tuition or a fixed amount, in instalments. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    universityName: text('university_name').notNull(),
    courseLevel: text('course_level').notNull().default(''),
    basis: text('basis').$type<'percent' | 'fixed'>().notNull(),
    percentBp: integer('percent_bp'),
    amountMinor: minor('amount_minor'),
    currency: text('currency').notNull(),
    instalments: integer('instalments').notNull().default(1),
    monthsBetween: integer('months_between').notNull().default(6),
    claimable: text('claimable').$type<'enrolment' | 'census'>().notNull(),
    censusDays: integer('census_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreements_active_key').on(sql`lower(${t.universityName})`, t.courseLevel).where(sql`${t.active}`),
    check('agreements_amount', sql`${t.amountMinor} is null or ${t.amountMinor} >= 0`),
  ],
);

/** Claims are numbered from 1 in the order they are made. */
export const claimNumbers = pgSequence('claim_numbers');
/** Receipts of students' payments are numbered from 1 in the order they are recorded. */
export const receiptNumbers = pgSequence('receipt_numbers');

/** A numbered claim invoice to one university, in one currency. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().default(sql`nextval('claim_numbers')`),
    universityName: text('university_name').notNull(),
    currency: text('currency').notNull(),
    totalMinor: minor('total_minor').notNull(),
    receivedMinor: minor('received_minor').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claims_number_key').on(t.number), index('claims_created_idx').on(t.createdAt.desc())],
);

/** One instalment of an application's commission: the ledger. */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => universityApplications.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id').references(() => agreements.id),
    partnerId: uuid('partner_id').references(() => partners.id),
    shareBp: integer('share_bp').notNull().default(0),
    instalment: integer('instalment').notNull().default(1),
    instalments: integer('instalments').notNull().default(1),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    dueOn: date('due_on').notNull(),
    state: text('state').$type<CommissionState>().notNull().default('expected'),
    receivedMinor: minor('received_minor').notNull().default(0),
    claimId: uuid('claim_id').references((): AnyPgColumn => claims.id),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('commissions_due_idx').on(t.dueOn, t.id),
    uniqueIndex('commissions_application_key').on(t.applicationId, t.instalment),
    index('commissions_claim_idx').on(t.claimId),
    index('commissions_partner_idx').on(t.partnerId, t.dueOn),
    check('commissions_amounts', sql`${t.amountMinor} >= 0 and ${t.receivedMinor} >= 0`),
  ],
);

/** Money received against a claim, as recorded; spread over the claim's rows when it is recorded. */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    overPayment: boolean('over_payment').notNull().default(false),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
    /**
     * A counter-entry of the opposite amount that reverses the receipt named (recorded by mistake): every sum of the
     * claim's payments nets as if that receipt had never been; unique, so a receipt is reversed once (migration 0078).
     */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => claimPayments.id),
  },
  (t) => [
    index('claim_payments_claim_idx').on(t.claimId, t.receivedOn),
    uniqueIndex('claim_payments_reverses_key').on(t.reversesId),
  ],
);

/** A student's service fee, deposit or refund, with its receipt number. */
export const studentPayments = pgTable(
  'student_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    receiptNumber: integer('receipt_number').notNull().default(sql`nextval('receipt_numbers')`),
    kind: text('kind').$type<PaymentKind>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('student_payments_student_idx').on(t.studentId, t.createdAt),
    uniqueIndex('student_payments_receipt_key').on(t.receiptNumber),
    check('student_payments_amount', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * One unit of `currency` in `base`, for a month (its first day), entered by hand for reports. `base` is the office's
 * currency when the rate was entered: only the rates of the office's current currency are read, so a change of
 * currency does not read "1 USD = 120 BDT" as 120 of the new one, and a change back applies them again.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    month: date('month').notNull(),
    base: text('base').notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by').references(() => employees.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.month, t.base, t.currency] })],
);
