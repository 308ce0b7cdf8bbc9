import { z } from 'zod';

/**
 * The kinds of event in a student's one event log (`student_events`): what the timeline shows, and what days in a
 * stage, stalled students and the reports count. Each is written in the same transaction as its change.
 */
export const STUDENT_EVENT_KINDS = [
  'status-changed',
  'counselor-changed',
  'advice-written',
  'document-uploaded',
  'application-added',
  'application-edited',
  'application-removed',
  'applicant-assigned',
  'visa-decided',
  'archived',
  'restored',
  'merged',
  'details-edited',
  'next-action-set',
  'task-created',
  'task-done',
  'whatsapp-opened',
  'document-reviewed',
  'message-queued',
  'message-sent',
  'message-failed',
] as const;
export type StudentEventKind = (typeof STUDENT_EVENT_KINDS)[number];

/**
 * The filter chips of a student's timeline: each kind belongs to one group. Kinds other parts add later are named
 * here ahead of time (a name not in STUDENT_EVENT_KINDS is simply never written); a kind in no group shows under
 * 'record'.
 */
export const TIMELINE_GROUPS = {
  status: ['status-changed', 'counselor-changed', 'archived', 'restored', 'merged', 'details-edited'],
  advice: ['advice-written'],
  documents: ['document-uploaded', 'document-reviewed'],
  tasks: ['next-action-set', 'task-created', 'task-done'],
  messages: ['message-queued', 'message-sent', 'message-failed', 'whatsapp-opened'],
  applications: ['application-added', 'application-edited', 'application-removed', 'applicant-assigned'],
  visa: ['visa-decided'],
} as const satisfies Record<string, readonly string[]>;
export type TimelineGroup = keyof typeof TIMELINE_GROUPS | 'record';
export const TIMELINE_GROUP_NAMES = [
  ...(Object.keys(TIMELINE_GROUPS) as (keyof typeof TIMELINE_GROUPS)[]),
  'record',
] as const;

/** The group a kind's entries are filtered by. */
export function timelineGroupOf(kind: string): TimelineGroup {
  for (const [group, kinds] of Object.entries(TIMELINE_GROUPS)) {
    if ((kinds as readonly string[]).includes(kind)) return group as TimelineGroup;
  }
  return 'record';
}

/** The kinds of the groups asked for (every kind when none is asked for). */
export function kindsOfGroups(groups: readonly TimelineGroup[]): StudentEventKind[] {
  return STUDENT_EVENT_KINDS.filter((kind) => groups.length === 0 || groups.includes(timelineGroupOf(kind)));
}

/** GET /student/{studentId}/timeline's query: a page after `cursor` (the last page's `next`), of some groups. */
export const timelineQuerySchema = z.object({
  group: z
    .union([z.enum(TIMELINE_GROUP_NAMES), z.array(z.enum(TIMELINE_GROUP_NAMES)).max(TIMELINE_GROUP_NAMES.length)])
    .optional()
    .transform((g) => (g === undefined ? [] : Array.isArray(g) ? g : [g])),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor of this timeline')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TimelineQuery = z.input<typeof timelineQuerySchema>;

/** One entry of a student's timeline: what happened, who did it and when, with the facts to describe it. */
export const timelineEntrySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  group: z.enum(TIMELINE_GROUP_NAMES),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** Who did it; null for the student's own upload link or the system. */
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** The names of the employees the payload names by id (a counselor's hand-over, an officer assigned). */
  names: z.record(z.string(), z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  data: z.array(timelineEntrySchema),
  /** The cursor of the next, older page; null on the last page. */
  page: z.object({ next: z.string().nullable() }),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;
