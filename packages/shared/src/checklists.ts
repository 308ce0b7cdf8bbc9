import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { STUDENT_DOCUMENT_SLOTS, type StudentDocumentSlot } from './documents.ts';

/** The destinations a checklist template is kept for; every other country reads the template of 'Other'. */
export const DESTINATIONS = ['UK', 'Canada', 'Australia', 'USA', 'Other'] as const;
export type Destination = (typeof DESTINATIONS)[number];
export const destinationSchema = z.enum(DESTINATIONS, { error: 'Name one of UK, Canada, Australia, USA or Other' });

const COUNTRY_NAMES: Record<Exclude<Destination, 'Other'>, string[]> = {
  UK: [
    'uk',
    'u.k.',
    'united kingdom',
    'great britain',
    'britain',
    'gb',
    'england',
    'scotland',
    'wales',
    'northern ireland',
  ],
  Canada: ['canada', 'ca'],
  Australia: ['australia', 'au', 'aus'],
  USA: ['usa', 'u.s.a.', 'us', 'u.s.', 'united states', 'united states of america', 'america'],
};

/** The destination of a country as staff write it ("United Kingdom", "uk", "USA", "United States"…). */
export function destinationOf(country: string | null | undefined): Destination {
  const name = (country ?? '').trim().toLowerCase();
  for (const [destination, names] of Object.entries(COUNTRY_NAMES)) {
    if (names.includes(name)) return destination as Destination;
  }
  return 'Other';
}

/** By when a document is needed: before the university application, or before the visa application. */
export const CHECKLIST_STAGES = ['application', 'visa'] as const;
export type ChecklistStage = (typeof CHECKLIST_STAGES)[number];
export const STAGE_LABELS: Record<ChecklistStage, string> = {
  application: 'Before the application',
  visa: 'Before the visa',
};

const SLOT_KEYS = STUDENT_DOCUMENT_SLOTS.map(([slot]) => slot) as readonly string[];
/** The spec's slot an item key names, if it names one (a template's own items have keys of their own). */
export const slotOfKey = (key: string): StudentDocumentSlot | null =>
  SLOT_KEYS.includes(key) ? (key as StudentDocumentSlot) : null;

/** An item's key: the slot's name for one of the 16 slots, or a key of the template's own (letters and digits). */
export const checklistKeySchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]{0,39}$/, 'Use a key of letters and digits, starting with a small letter (at most 40)');

/** One document of a destination's template. An item whose key is a slot's name is that slot. */
export const templateItemSchema = z.object({
  key: checklistKeySchema,
  label: z.string().trim().min(1, 'Enter the document’s name').max(80, 'Use at most 80 characters'),
  stage: z.enum(CHECKLIST_STAGES, { error: 'Choose application or visa' }),
  /** Whether the document carries an expiry date (passport, English test, offer, CAS, visa). */
  expires: z.boolean().default(false),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

/** PUT /settings/checklists/{country}: the whole list, in its order; keys and names each used once. */
export const templateBodySchema = z.object({
  items: z
    .array(templateItemSchema)
    .min(1, 'Keep at least one document')
    .max(60, 'Use at most 60 documents')
    .superRefine((items, ctx) => {
      const seen = { key: new Set<string>(), label: new Set<string>() };
      items.forEach((item, i) => {
        if (seen.key.has(item.key))
          ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'This key is used twice' });
        const label = item.label.toLowerCase();
        if (seen.label.has(label)) {
          ctx.addIssue({ code: 'custom', path: [i, 'label'], message: 'This name is used twice' });
        }
        seen.key.add(item.key);
        seen.label.add(label);
      });
    }),
});
export type TemplateBody = z.input<typeof templateBodySchema>;

export const checklistTemplateSchema = z.object({
  country: destinationSchema,
  items: z.array(templateItemSchema.extend({ slot: z.string().nullable() })),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

export const CHECKLIST_STATES = ['requested', 'uploaded', 'verified', 'rejected'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];
export const STATE_LABELS: Record<ChecklistState, string> = {
  requested: 'Requested',
  uploaded: 'Uploaded',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** 'expired': the date has passed; 'soon': within 90 days. */
export const expiryWarningSchema = z.enum(['expired', 'soon']).nullable();
export type ExpiryWarning = z.infer<typeof expiryWarningSchema>;

/** The latest version of an item's file. */
export const checklistFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
});

/** One document of a student's checklist: where it stands, who reviewed it and when, its file and its expiry. */
export const checklistItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  stage: z.enum(CHECKLIST_STAGES),
  slot: z.string().nullable(),
  expires: z.boolean(),
  state: z.enum(CHECKLIST_STATES),
  /** The reason of a rejection (kept with the rejected version). */
  reason: z.string().nullable(),
  reviewedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  file: checklistFileSchema.nullable(),
  versions: z.number().int(),
  /** YYYY-MM-DD. */
  expiresAt: z.string().nullable(),
  expiryWarning: expiryWarningSchema,
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/**
 * A document of the student's that no item of their destination's checklist names now (their destination changed,
 * or Super Admin removed the item): kept, and shown read-only beside the checklist.
 */
export const otherDocumentSchema = z.object({
  key: z.string(),
  label: z.string(),
  file: checklistFileSchema,
  versions: z.number().int(),
});
export type OtherDocument = z.infer<typeof otherDocumentSchema>;

/**
 * GET /student/{studentId}/checklist: the student's destination, items and warnings (passport before intake), and
 * their documents on no item of it (`others`).
 */
export const studentChecklistSchema = z.object({
  destination: destinationSchema,
  items: z.array(checklistItemSchema),
  warnings: z.array(z.string()),
  others: z.array(otherDocumentSchema),
});
export type StudentChecklist = z.infer<typeof studentChecklistSchema>;

/** PATCH /student/{studentId}/checklist/{itemKey}: verify or reject (with a reason), and/or set the expiry date. */
export const reviewBodySchema = z
  .object({
    state: z.enum(['verified', 'rejected'], { error: 'Choose verified or rejected' }).optional(),
    reason: z.string().trim().max(500, 'Use at most 500 characters').optional(),
    expiresAt: calendarDateSchema.nullable().optional(),
    /** The version the reviewer looked at: a verdict on it is refused (409) once a newer one has come in. */
    documentId: z.string().uuid('Name a version of the document').optional(),
  })
  .refine((b) => b.state !== undefined || b.expiresAt !== undefined, 'Name a state or an expiry date')
  .refine((b) => b.state !== 'rejected' || Boolean(b.reason), {
    path: ['reason'],
    message: 'Give the reason for the rejection',
  });
export type ReviewBody = z.input<typeof reviewBodySchema>;
