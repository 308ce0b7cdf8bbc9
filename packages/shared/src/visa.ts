import { z } from 'zod';
import { applicationSchema, visaStatusBodySchema } from './applications.ts';
import { calendarDateSchema, officeToday } from './dates.ts';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

export const VISA_REFERENCE_MAX = 60;
export const REFUSAL_REASON_MAX = 1000;
const decidedOnSchema = calendarDateSchema.refine(
  (day) => day <= officeToday(),
  'The decision date cannot be in the future',
);

/** A refusal needs its reason (issue 22): the student and the counselor are owed why. */
function reasonWhenRefused(value: { status: string; refusalReason?: string }, ctx: z.RefinementCtx) {
  if (value.status === 'rejected' && !value.refusalReason) {
    ctx.addIssue({ code: 'custom', path: ['refusalReason'], message: 'Enter the reason for the refusal' });
  }
}

/**
 * The body of the spec's `PATCH /visa/update-visa-status/{studentId}/{createdAt}`, extended compatibly: the
 * earlier `{ status }` still works for a grant (decided today, no reference); a refusal needs its reason. A field
 * left out of a correction keeping the outcome keeps what was recorded (the earlier client's double click).
 */
export const visaDecisionBodySchema = visaStatusBodySchema
  .extend({
    decidedOn: decidedOnSchema.optional(),
    reference: text(VISA_REFERENCE_MAX).optional(),
    refusalReason: text(REFUSAL_REASON_MAX).optional(),
  })
  .superRefine(reasonWhenRefused);
export type VisaDecisionBody = z.input<typeof visaDecisionBodySchema>;

/** The visa outcome form (multipart text fields beside the optional `letter` file): every field as typed. */
export const visaOutcomeFormSchema = z
  .object({
    status: z.enum(['success', 'rejected'], { error: 'Choose Successful or Rejected' }),
    decidedOn: z.string().min(1, 'Enter the decision date').pipe(decidedOnSchema),
    reference: text(VISA_REFERENCE_MAX),
    refusalReason: text(REFUSAL_REASON_MAX),
  })
  .superRefine(reasonWhenRefused);
export type VisaOutcomeForm = z.input<typeof visaOutcomeFormSchema>;

/** One recorded outcome of an application; `correction` when it replaced an earlier one. */
export const visaDecisionSchema = z.object({
  _id: z.string(),
  status: z.enum(['success', 'rejected']),
  decidedOn: z.string(),
  reference: z.string(),
  refusalReason: z.string(),
  /** The authorised link of the decision letter, or null. */
  letter: z.string().nullable(),
  letterName: z.string().nullable(),
  decidedBy: z.string().nullable(),
  recordedAt: z.string(),
  correction: z.boolean(),
});
export type VisaDecision = z.infer<typeof visaDecisionSchema>;

/** An application as the visa desk sees it: the officer's name beside the id, and every outcome, newest first. */
export const visaApplicationSchema = applicationSchema.extend({
  applicantName: z.string(),
  decisions: z.array(visaDecisionSchema),
});
export type VisaApplication = z.infer<typeof visaApplicationSchema>;
