import { z } from 'zod';
import { applicationStatusSchema } from './applications.ts';
import { pageInfoSchema, studentStatusSchema } from './students.ts';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

/** The columns the officer's queue sorts by (issue 22); `daysWaiting` is since the student was assigned. */
export const OFFICER_QUEUE_SORTS = [
  'daysWaiting',
  'studentId',
  'name',
  'university',
  'intake',
  'applicationStatus',
] as const;
export type OfficerQueueSort = (typeof OFFICER_QUEUE_SORTS)[number];

/** `none`: the students the officer has filed no application for yet. */
export const queueApplicationStatusSchema = z.union([applicationStatusSchema, z.literal('none')]);

/** The queue's search, filters, order and page; empty values are left out by the web. */
export const officerQueueQuerySchema = z.object({
  /** A name (contained), a student ID (exact) or a phone number (its digits contained). */
  q: text(120).optional(),
  status: z
    .union([studentStatusSchema, z.array(studentStatusSchema).max(6)])
    .optional()
    .transform((v) => (v === undefined ? [] : [v].flat())),
  applicationStatus: queueApplicationStatusSchema.optional(),
  intake: text(50).optional(),
  university: text(200).optional(),
  sort: z.enum(OFFICER_QUEUE_SORTS).default('daysWaiting'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type OfficerQueueQuery = z.input<typeof officerQueueQuerySchema>;
export type CheckedOfficerQueueQuery = z.output<typeof officerQueueQuerySchema>;

/** One student of the queue with their newest application (none yet: nulls). */
export const officerQueueRowSchema = z.object({
  _id: z.string(),
  studentId: z.number(),
  fullName: z.string(),
  phoneNumber: z.string(),
  status: studentStatusSchema,
  /** The counselor's employee id, for the student's page link. */
  counselorId: z.string().nullable(),
  university: z.string().nullable(),
  intake: z.string().nullable(),
  applicationStatus: applicationStatusSchema.nullable(),
  applications: z.number(),
  assignedAt: z.string(),
  daysWaiting: z.number(),
});
export type OfficerQueueRow = z.infer<typeof officerQueueRowSchema>;

export const officerQueuePageSchema = z.object({ data: z.array(officerQueueRowSchema), page: pageInfoSchema });
export type OfficerQueuePage = z.infer<typeof officerQueuePageSchema>;

/** The values the queue's university and intake filters offer: those of the officer's applications. */
export const officerQueueOptionsSchema = z.object({
  universities: z.array(z.string()),
  intakes: z.array(z.string()),
});
export type OfficerQueueOptions = z.infer<typeof officerQueueOptionsSchema>;
