import { z } from 'zod';
import { applicationStatusSchema } from './applications.ts';
import { CHECKLIST_STAGES, CHECKLIST_STATES, destinationSchema, expiryWarningSchema } from './checklists.ts';
import { studentStatusSchema } from './students.ts';
import { messageLanguageSchema } from './templates.ts';

/**
 * The student's own page (issue 16 item 4), reached by their signed upload link. It holds what the student may
 * know of their own file and nothing of other students or of staff: their counselor is named by first name only,
 * reviewers not at all, and no document can be downloaded through it.
 */
/**
 * Titles, and the abbreviations written before a name in Bangladesh ("Md. Kamrul Hasan", "Mst. Rokeya"): no one is
 * called by them. "Mohammad" spelled out is a given name people go by, and stays.
 */
const PREFIXES = new Set(['md', 'mohd', 'mst', 'mrs', 'mr', 'ms', 'dr', 'sk']);

/**
 * The only part of a staff member's name a student's or a visitor's page shows: the first word after the prefixes
 * (a name that is only a prefix keeps it).
 */
export function firstName(name: string) {
  const words = name.trim().split(/\s+/);
  const given = words.find((word) => !PREFIXES.has(word.toLowerCase().replace(/\.$/, '')));
  return given ?? words[0] ?? '';
}

export const portalItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  stage: z.enum(CHECKLIST_STAGES),
  state: z.enum(CHECKLIST_STATES),
  /** Why the counselor sent it back, when rejected. */
  reason: z.string().nullable(),
  /** When the latest version arrived, if one did. */
  receivedAt: z.string().nullable(),
  /** YYYY-MM-DD. */
  expiresAt: z.string().nullable(),
  expiryWarning: expiryWarningSchema,
});
export type PortalItem = z.infer<typeof portalItemSchema>;

export const portalApplicationSchema = z.object({
  _id: z.string(),
  universityName: z.string(),
  subject: z.string(),
  country: z.string(),
  intake: z.string(),
  status: applicationStatusSchema,
  visaStatus: z.enum(['success', 'rejected']).nullable(),
});
export type PortalApplication = z.infer<typeof portalApplicationSchema>;

export const portalSchema = z.object({
  studentId: z.number(),
  firstName: z.string(),
  status: studentStatusSchema,
  counselorFirstName: z.string().nullable(),
  destination: destinationSchema,
  items: z.array(portalItemSchema),
  applications: z.array(portalApplicationSchema),
  /** When the link stops working. */
  expiresAt: z.string(),
  /** The language of the student's messages (chosen on this page, or by their counselor); null: none chosen. */
  language: messageLanguageSchema.nullable(),
});
export type Portal = z.infer<typeof portalSchema>;

/** The language the student switches their page to: their messages follow it. */
export const portalLanguageSchema = z.object({ language: messageLanguageSchema });
