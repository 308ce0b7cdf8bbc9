import { z } from 'zod';
import { somethingToChange } from './api.ts';
import { roleSchema } from './roles.ts';
import { studentIdSchema, studentStatusSchema } from './students.ts';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

/** A moment to be reminded at: an ISO date-time with its offset, later than now. */
const futureTime = z.iso
  .datetime({ offset: true, error: 'Choose a date and time' })
  .refine((value) => new Date(value).getTime() > Date.now(), 'Choose a time that is still to come');

/** PUT /student/{studentId}/next-action: the next step of an active student and when it is due. */
export const nextActionInputSchema = z.object({
  dueAt: futureTime,
  note: text(300).optional().default(''),
});
export type NextActionInput = z.input<typeof nextActionInputSchema>;

/** A student's next step, in the student's answer (null: "No next step"). */
export const nextActionSchema = z
  .object({
    dueAt: z.string(),
    note: z.string(),
    overdue: z.boolean(),
    setBy: z.string().nullable(),
  })
  .nullable();
export type NextAction = z.infer<typeof nextActionSchema>;

export const taskInputSchema = z.object({
  title: text(200).min(1, 'Enter a title'),
  dueAt: futureTime,
  /** The assignee's account id (`_id` of the employee). */
  assigneeId: z.string().uuid('Choose who does it'),
  /** The 5-digit student number, when the task is about a student. */
  studentId: studentIdSchema.optional(),
  note: text(1000).optional().default(''),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** PATCH /tasks/{id}: done or not, or new values; only what is sent changes. */
export const taskUpdateSchema = somethingToChange(
  z.object({
    done: z.boolean().optional(),
    title: taskInputSchema.shape.title.optional(),
    dueAt: futureTime.optional(),
    assigneeId: taskInputSchema.shape.assigneeId.optional(),
    note: text(1000).optional(),
  }),
);
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

const person = z.object({ _id: z.string(), name: z.string(), employee_id: z.string() });

export const taskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  dueAt: z.string(),
  note: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  overdue: z.boolean(),
  assignee: person,
  creator: person,
  /** `openAs`: the role whose area opens the student's page for the reader (the one they work as, if it may). */
  student: z.object({ studentId: z.number(), fullName: z.string(), openAs: roleSchema }).nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /tasks: one's own (assigned to or created by), open first by due time; Super Admin may ask for anyone's. */
export const taskListQuerySchema = z.object({
  /** `assigned`: the caller's own to do; `given`: those the caller gave to others; neither: both. */
  view: z.enum(['assigned', 'given']).optional(),
  assignee: z.string().uuid('Choose an employee').optional(),
  done: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const TASK_PAGE_SIZE = 50;
export const taskPageSchema = z.object({
  data: z.array(taskSchema),
  page: z.object({ number: z.number(), size: z.number(), hasNext: z.boolean() }),
});

const studentRef = z.object({
  studentId: z.number(),
  fullName: z.string(),
  status: studentStatusSchema,
  /** The counselor's employee id, for the student-details address. */
  counselorEmployeeId: z.string().nullable(),
  /** When the student's next step is due; null: "No next step". */
  nextDueAt: z.string().nullable(),
  /**
   * The role whose area opens the student's page for the caller: the one they work as while it may, else another
   * they hold that may (a task about a student of their other desk), whose page offers to switch to it.
   */
  openAs: roleSchema,
});

/** A task or a next step in My Day. `id` is the task's id, or the student's uuid for a next step. */
export const dayItemSchema = z.object({
  kind: z.enum(['task', 'next-action']),
  id: z.string(),
  title: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  student: studentRef.nullable(),
});
export type DayItem = z.infer<typeof dayItemSchema>;

/**
 * How many rows of each list My Day sends: the rows its screen shows before "Show more" (`page`), or up to a hundred
 * once the user opens a list that has more (`all`).
 */
export const MY_DAY_FIRST = { page: 8, all: 100 } as const;

export const myDaySchema = z.object({
  overdue: z.array(dayItemSchema),
  dueToday: z.array(dayItemSchema),
  /** The next seven days after today. */
  upcoming: z.array(dayItemSchema),
  /** Students who became the caller's since they last acknowledged (PUT /my-day/seen). */
  newAssignments: z.array(studentRef.extend({ assignedAt: z.string() })),
  /** The caller's students with no activity for longer than their stage allows. */
  stalled: z.array(studentRef.extend({ daysInStage: z.number(), lastActivityAt: z.string() })),
  /** Documents the caller's students sent through their link that no one in the office has opened. */
  documentsToReview: z.array(
    z.object({
      documentId: z.string(),
      slot: z.string(),
      url: z.string(),
      uploadedAt: z.string(),
      student: studentRef,
    }),
  ),
  /** Per list: whether it has more than it holds (its first rows, or with `all` its first hundred). */
  more: z.object({
    overdue: z.boolean(),
    dueToday: z.boolean(),
    upcoming: z.boolean(),
    newAssignments: z.boolean(),
    stalled: z.boolean(),
    documentsToReview: z.boolean(),
  }),
  /** Super Admin's view of the office: per employee, what is overdue and stalled (empty for everyone else). */
  team: z.array(
    z.object({
      employee: z.object({ _id: z.string(), name: z.string(), employee_id: z.string() }),
      overdue: z.number(),
      stalled: z.number(),
    }),
  ),
});
export type MyDay = z.infer<typeof myDaySchema>;

/** Days without any activity after which a student counts as stalled, per status (office setting `stallDays`). */
export const DEFAULT_STALL_DAYS = {
  'follow-up': 7,
  enrolled: 14,
  'application-processing': 21,
  'visa-processing': 30,
} as const;

/** A card of the pipeline board: a student in its column, with how long it has been there and what is next. */
export const boardCardSchema = z.object({
  _id: z.string(),
  studentId: z.number(),
  fullName: z.string(),
  status: studentStatusSchema,
  /** The country the student chose to study in, when known. */
  destination: z.string(),
  daysInStage: z.number(),
  /** No activity for longer than the office's stall days for its status. */
  stalled: z.boolean(),
  counselorEmployeeId: z.string().nullable(),
  nextAction: z.object({ dueAt: z.string(), note: z.string(), overdue: z.boolean() }).nullable(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const BOARD_PAGE_SIZE = 50;
export const boardQuerySchema = z.object({
  status: studentStatusSchema,
  /** Super Admin: one counselor's students (their account id); everyone else sees their own. */
  counselor: z.string().uuid('Choose a counselor').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const boardPageSchema = z.object({
  data: z.array(boardCardSchema),
  page: z.object({ number: z.number(), size: z.number(), hasNext: z.boolean() }),
});

const days = (max: number) =>
  z.coerce
    .number({ error: 'Enter a number of days' })
    .int('Enter whole days')
    .min(1, 'At least 1 day')
    .max(max, `At most ${max} days`);

/** Super Admin's follow-up rules: when an overdue item is escalated, and when a student counts as stalled. */
export const followUpSettingsSchema = z.object({
  escalationDays: days(30),
  stallDays: z.object({
    'follow-up': days(365),
    enrolled: days(365),
    'application-processing': days(365),
    'visa-processing': days(365),
  }),
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;
export const DEFAULT_ESCALATION_DAYS = 2;
