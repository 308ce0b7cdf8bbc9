import currencyCodes from 'currency-codes';
import { z } from 'zod';

// Money (issue 18): amounts are integer minor units with an ISO 4217 code; the API takes an amount as the decimal
// text a person types ("1250.50") and answers minor units, so no float ever holds money.

/**
 * ISO 4217's codes of what no one pays a fee in: metals, units of account, bond units, testing and "no currency",
 * and the funds and indexed units beside a country's money (BOV beside BOB, CLF beside CLP).
 */
const NOT_MONEY = new Set([
  ...['XAG', 'XAU', 'XPD', 'XPT', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XSU', 'XTS', 'XUA', 'XXX'],
  ...['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW'],
]);

/** The ISO 4217 currencies, from the kept list of the currency-codes package, with their minor units. */
export const CURRENCIES: readonly string[] = currencyCodes
  .codes()
  .filter((code) => currencyCodes.code(code) && !NOT_MONEY.has(code));

/** How many digits after the point the currency has: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return currencyCodes.code(currency)?.digits ?? 2;
}

export const isCurrency = (code: string) => currencyCodes.code(code) !== undefined && !NOT_MONEY.has(code);

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrency, 'Use an ISO 4217 currency code such as EUR, GBP or BDT');

/**
 * An amount as a person types it: digits and a point for decimals, the whole part grouped by commas or not
 * ("1500.50", "1,500.50", "1,50,000"). A comma is never a decimal mark: "1500,50" is refused, not read as 150050.
 */
const AMOUNT_TEXT = /^(?:\d+|\d{1,3}(?:,\d{2,3})*,\d{3})(?:\.\d+)?$/;

/** "1250.5" in EUR is 125050; null when the text is not a plain non-negative amount with the currency's digits. */
export function toMinor(amount: string, currency: string): number | null {
  const digits = minorDigits(currency);
  if (!AMOUNT_TEXT.test(amount.trim())) return null;
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(amount.trim().replace(/,/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  // past 2^53 a number no longer holds every whole: 13 digits of a currency with 3 or 4 decimals
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 125050 EUR as "1250.50": the plain text a form shows for editing. */
export function minorToText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const whole = Math.floor(abs / 10 ** digits);
  return `${sign}${whole}.${String(abs % 10 ** digits).padStart(digits, '0')}`;
}

/** 125050 EUR as the number 1250.5: an amount a spreadsheet can add up, in major units. */
export const majorUnits = (minor: number, currency: string) => Number(minorToText(minor, currency));

/** 125050 EUR as "€1,250.50" in the given locale. */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** An amount as typed: a non-negative decimal number, its digits checked against the currency by `moneyCheck`. */
export const amountTextSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => AMOUNT_TEXT.test(v), 'Type an amount such as 1250.50, with a point before any decimals');

/** An amount that must be more than nothing: a payment, a commission, a fixed agreement, money received. */
export const positiveAmountTextSchema = amountTextSchema.refine(
  (v) => !AMOUNT_TEXT.test(v) || v.replace(/[0.,]/g, '') !== '',
  'Type an amount above 0',
);

/** Refuses an amount with more decimals than its currency has (3 decimals in EUR, any in JPY), or too large to hold. */
export function moneyCheck<T extends { amount?: string; currency?: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.amount === undefined || value.currency === undefined || !isCurrency(value.currency)) return;
  if (toMinor(value.amount, value.currency) === null) {
    const digits = minorDigits(value.currency);
    const decimals = value.amount.split('.')[1]?.length ?? 0;
    const message =
      decimals <= digits
        ? 'Type a smaller amount: this one is past what can be counted to the last unit'
        : digits === 0
          ? `${value.currency} has no decimals`
          : `Use at most ${digits} decimals in ${value.currency}`;
    ctx.addIssue({ code: 'custom', path: ['amount'], message });
  }
}

/** An amount as answered: minor units and the currency. */
export const moneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** Totals of one currency: several currencies are never added together without a rate. */
export const currencyTotalSchema = z.object({ currency: z.string(), amountMinor: z.number().int() });

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const percentSchema = z.coerce
  .number({ error: 'Type a per cent from 0 to 100' })
  .min(0, 'Type a per cent from 0 to 100')
  .max(100, 'Type a per cent from 0 to 100')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, {
    error: 'Use at most 2 decimals',
  });

// ---- Partners: the spec's B2B sub-agents as records --------------------------------------------------------------

export const partnerInputSchema = z.object({
  name: text(120).min(1, 'Type the partner’s name'),
  contact: text(120).optional().default(''),
  email: z
    .union([z.literal(''), z.email('Type a valid e-mail address').max(200)])
    .optional()
    .default(''),
  phone: text(40).optional().default(''),
  country: text(60).optional().default(''),
  /** Their share of what the university pays, in per cent (two decimals). */
  sharePercent: percentSchema,
  active: z.boolean().optional().default(true),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const partnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  sharePercent: z.number(),
  active: z.boolean(),
  /** Applications that name the partner: a partner in use is deactivated, never deleted. */
  applications: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

// ---- University agreements ---------------------------------------------------------------------------------------

export const COMMISSION_BASES = ['percent', 'fixed'] as const;
export const CLAIMABLE_WHEN = [
  ['enrolment', 'On enrolment'],
  ['census', 'After the census date'],
] as const;
export const COURSE_LEVELS = ['Foundation', 'Diploma', 'Bachelor', 'Masters', 'PhD'] as const;

export const agreementInputSchema = z
  .object({
    universityName: text(200).min(1, 'Choose the university'),
    /** '' for every level; otherwise the agreement holds for that level only and wins over the general one. */
    courseLevel: z
      .union([z.literal(''), z.enum(COURSE_LEVELS)])
      .optional()
      .default(''),
    basis: z.enum(COMMISSION_BASES, { error: 'Choose per cent of tuition or a fixed amount' }),
    /** For `percent`: the commission as a per cent of the tuition fee. */
    percent: percentSchema.optional(),
    /** For `fixed`: the amount of the whole commission, split over the instalments. */
    amount: positiveAmountTextSchema.optional(),
    currency: currencySchema,
    instalments: z.coerce.number().int('Type a whole number').min(1, 'At least 1').max(12, 'At most 12'),
    /** Months between two instalments: 6 for one a semester. */
    monthsBetween: z.coerce.number().int('Type a whole number').min(1, 'At least 1').max(24, 'At most 24').default(6),
    claimable: z.enum(['enrolment', 'census']),
    /** Days from enrolment to the census date, when claimable after it. */
    censusDays: z.coerce.number().int('Type a whole number').min(0).max(365).default(0),
    active: z.boolean().optional().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.basis === 'percent' && value.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Type the per cent of tuition' });
    }
    if (value.basis === 'fixed' && value.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Type the amount' });
    }
    moneyCheck(value, ctx);
  });
export type AgreementInput = z.input<typeof agreementInputSchema>;

export const agreementSchema = z.object({
  id: z.uuid(),
  universityName: z.string(),
  courseLevel: z.string(),
  basis: z.enum(COMMISSION_BASES),
  percent: z.number().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: z.string(),
  instalments: z.number().int(),
  monthsBetween: z.number().int(),
  claimable: z.enum(['enrolment', 'census']),
  censusDays: z.number().int(),
  active: z.boolean(),
  /** Ledger rows made from it: an agreement in use is deactivated, never deleted. */
  commissions: z.number().int(),
});
export type Agreement = z.infer<typeof agreementSchema>;

// ---- The office's money settings: currency, name and address on claims and receipts, monthly rates ---------------

export const officeProfileSchema = z.object({
  name: text(120).min(1, 'Type the office’s name'),
  address: text(400).optional().default(''),
  currency: currencySchema,
});
export type OfficeProfile = z.infer<typeof officeProfileSchema>;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM');

/** How many units of the office's currency one unit of `currency` was worth in `month` (entered by hand). */
export const rateInputSchema = z.object({
  month: monthSchema,
  currency: currencySchema,
  rate: z.coerce.number({ error: 'Type a rate above 0' }).positive('Type a rate above 0').max(1e9),
});
export const rateSchema = z.object({ month: z.string(), currency: z.string(), rate: z.number() });
export type Rate = z.infer<typeof rateSchema>;
export const rateQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2999).optional() });
