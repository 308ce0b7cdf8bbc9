import { z } from 'zod';
import { somethingToChange } from './api.ts';
import { amountTextSchema, COURSE_LEVELS, currencySchema, isCurrency, minorDigits, toMinor } from './money.ts';

/** Where a university application stands (ours: SPEC.md names none; docs/decisions.md). */
export const APPLICATION_STATUSES = [
  'applied',
  'offer received',
  'unconditional offer',
  'refused',
  'withdrawn',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** The six university documents of SPEC.md 3, with their labels. */
export const UNIVERSITY_DOCUMENTS = [
  ['offerLetter', 'Offer Letter'],
  ['swiftCopy', 'Swift Copy'],
  ['universityPaymentRecept', 'University Payment Receipt'],
  ['dol', 'DOL'],
  ['pal', 'PAL'],
  ['loa', 'LOA'],
] as const;
export type UniversityDocument = (typeof UNIVERSITY_DOCUMENTS)[number][0];
/**
 * What the abbreviations stand for, shown under their labels (SPEC.md 3: "dol (deferred offer letter), pal
 * (I20/COE/PAL), loa (letter of acceptance)").
 */
export const UNIVERSITY_DOCUMENT_HINTS: Partial<Record<UniversityDocument, string>> = {
  dol: 'Deferred Offer Letter: the offer moved to a later intake',
  pal: 'Provincial Attestation Letter (Canada), or the I-20 (USA) or CoE (Australia) in its place',
  loa: 'Letter of Acceptance: the university’s final acceptance of the student',
};
export const UNIVERSITY_DOCUMENT_KEYS = UNIVERSITY_DOCUMENTS.map(([key]) => key) as UniversityDocument[];

/** Applicant assignment of SPEC.md 3: `applicantId` is the officer's employee id. */
export const applicantSchema = z.object({
  id: z.string(),
  applicantId: z.string(),
  applicant_name: z.string(),
  _id: z.string(),
  current: z.boolean(),
  assignedAt: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/**
 * A tuition fee needs its currency, with no more decimals than the currency has; and a currency goes with its fee
 * (a change of the currency alone would relabel the fee stored: 12,500.00 EUR become ¥1,250,000).
 */
function tuitionCheck(value: { tuitionFee?: string; tuitionCurrency?: string }, ctx: z.RefinementCtx) {
  if (value.tuitionCurrency !== undefined && value.tuitionFee === undefined) {
    ctx.addIssue({ code: 'custom', path: ['tuitionFee'], message: 'Send the tuition fee with its currency' });
  }
  if (value.tuitionFee && !value.tuitionCurrency) {
    ctx.addIssue({ code: 'custom', path: ['tuitionCurrency'], message: 'Choose the currency of the tuition fee' });
  }
  if (value.tuitionFee && value.tuitionCurrency) {
    if (isCurrency(value.tuitionCurrency) && toMinor(value.tuitionFee, value.tuitionCurrency) === null) {
      const digits = minorDigits(value.tuitionCurrency);
      ctx.addIssue({
        code: 'custom',
        path: ['tuitionFee'],
        message: `Use at most ${digits} decimals in ${value.tuitionCurrency}`,
      });
    }
  }
}

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

/**
 * The fields of a university application entry (SPEC.md 3). The B2B agent is kept as typed, its runs of spaces
 * made one (the earlier product turned spaces into underscores: issue 22 named that a defect).
 */
const applicationFields = z.object({
  universityName: text(200).min(1, 'Enter the university name'),
  subject: text(200).min(1, 'Enter the subject'),
  country: text(100).min(1, 'Enter the country'),
  intake: text(50).min(1, 'Enter the intake'),
  note: text(1000),
  b2b: text(120).transform((v) => v.replace(/\s+/g, ' ')),
  // http and https only: a javascript: or data: link would run in the browser of whoever clicks it
  link: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a full link (https://…)' }).max(500)]),
  status: applicationStatusSchema,
  /** The course's level, which picks a level's own agreement (issue 18); '' when not known. */
  courseLevel: z.union([z.literal(''), z.enum(COURSE_LEVELS)]),
  /** The tuition fee a per-cent agreement is taken of, as typed ("12500.00"), in `tuitionCurrency`; '' when not known. */
  tuitionFee: z.union([z.literal(''), amountTextSchema]),
  tuitionCurrency: z.union([z.literal(''), currencySchema]),
});

/** A new entry: the optional fields default to empty, the status to applied. */
export const applicationInputSchema = applicationFields
  .extend({
    note: applicationFields.shape.note.optional().default(''),
    b2b: applicationFields.shape.b2b.optional().default(''),
    link: applicationFields.shape.link.optional().default(''),
    status: applicationStatusSchema.optional().default('applied'),
    courseLevel: applicationFields.shape.courseLevel.optional().default(''),
    tuitionFee: applicationFields.shape.tuitionFee.optional().default(''),
    tuitionCurrency: applicationFields.shape.tuitionCurrency.optional().default(''),
  })
  .superRefine(tuitionCheck);
export type ApplicationInput = z.input<typeof applicationInputSchema>;
/** A change: only the fields sent are changed (no defaults, so nothing unsent is reset). */
export const applicationUpdateSchema = somethingToChange(
  applicationFields.partial().extend({ _id: z.string().uuid() }),
  ['_id'],
).superRefine(tuitionCheck);

/** An edit of an application's fields (`PATCH /student/{studentId}/applications/{applicationId}`). */
export const applicationEditSchema = somethingToChange(applicationFields.partial()).superRefine(tuitionCheck);
export type ApplicationEdit = z.input<typeof applicationEditSchema>;

export const applicationSchema = z.object({
  _id: z.string(),
  universityName: z.string(),
  subject: z.string(),
  country: z.string(),
  intake: z.string(),
  note: z.string(),
  b2b: z.string(),
  link: z.string(),
  status: applicationStatusSchema,
  courseLevel: z.string(),
  /** The partner the B2B field names (issue 18). */
  partnerId: z.string().nullable(),
  tuitionFeeMinor: z.number().nullable(),
  tuitionCurrency: z.string().nullable(),
  studentId: z.number(),
  applicantId: z.string(),
  visaTeamId: z.string().nullable(),
  visaTeamName: z.string().nullable(),
  visaStatus: z.enum(['visa-processing', 'success', 'rejected']).nullable(),
  documents: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const commissionRowSchema = z.object({
  /** The application, so the list can link each row to its ledger entries (issue 18). */
  applicationId: z.string(),
  studentId: z.number(),
  country: z.string(),
  universityName: z.string(),
  intake: z.string(),
  b2b: z.string(),
  link: z.string(),
  note: z.string(),
});

export const visaStatusBodySchema = z.object({ status: z.enum(['success', 'rejected']) });
