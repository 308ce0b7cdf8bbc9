import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { calendarDateSchema, isCalendarDate, officeToday } from './dates.ts';
import { listPagingSchema } from './lists.ts';
import { messageLanguageSchema } from './message-languages.ts';
import type { Role } from './role-names.ts';
import { UUID } from './uuid.ts';

/** SPEC.md section 4, in the order a student moves through them. */
export const STUDENT_STATUSES = [
  'follow-up',
  'enrolled',
  'application-processing',
  'visa-processing',
  'success',
  'rejected',
] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const studentStatusSchema = z.enum(STUDENT_STATUSES);
/** The statuses that close a student's file (Successful, Rejected): no next step is expected of it. */
export const isClosed = (status: StudentStatus) => status === 'success' || status === 'rejected';

/** Where a role may move a student from `from` (PATCH /student/{id}/status): Super Admin anywhere, a Counselor between follow-up and enrolled, nobody else. */
export function statusMovesFrom(role: Role, from: StudentStatus): StudentStatus[] {
  const within: readonly StudentStatus[] | undefined =
    role === 'Super Admin' ? STUDENT_STATUSES : role === 'Counselor' ? ['follow-up', 'enrolled'] : undefined;
  return within?.includes(from) ? within.filter((status) => status !== from) : [];
}

export const HOW_KNOW = ['Facebook', 'Instagram', 'Website', 'Other'] as const;
export const ENGLISH_TESTS = ['ielts', 'duo', 'pte', 'tofel', 'oietc', 'other'] as const;
export const QUALIFICATION_LEVELS = [
  { n: 1, title: 'Secondary', options: ['SSC', 'O Level', 'Dakhil'] },
  { n: 2, title: 'Higher Secondary', options: ['HSC', 'A Level', 'Alim'] },
  { n: 3, title: 'Bachelor', options: ['BSC', 'BA', 'BBA'] },
  { n: 4, title: 'Masters', options: ['MSC', 'MA', 'MBA'] },
] as const;

const text = (max = 200) => z.string().trim().max(max, `Use at most ${max} characters`);
const optional = (max = 200) => text(max).optional().default('');

const qualificationFields = Object.fromEntries(
  [1, 2, 3, 4].flatMap((n) => [
    [`courseTitle${n}`, optional(60)],
    [`passingYear${n}`, optional(10)],
    [`grade${n}`, optional(20)],
    [`group${n}`, optional(60)],
    [`institute${n}`, optional(150)],
  ]),
) as Record<
  `${'courseTitle' | 'passingYear' | 'grade' | 'group' | 'institute'}${1 | 2 | 3 | 4}`,
  ReturnType<typeof optional>
>;

/** Everything about a student that the Create Student form collects beyond name, contact and counselor. */
export const studentDetailsSchema = z.object({
  parentPhone: optional(30),
  dob: optional(20),
  /** Issue 19: the top bar finds a student by it. */
  passportNumber: optional(30),
  // as long as a website enquiry's address, which a converted lead brings
  street: optional(300),
  city: optional(100),
  postalCode: optional(20),
  country: text(100).optional().default('Bangladesh'),
  howKnow: z
    .union([z.enum(HOW_KNOW), z.literal('')])
    .optional()
    .default(''),
  ...qualificationFields,
  englishProficiency: z
    .union([z.enum(ENGLISH_TESTS), z.literal('')])
    .optional()
    .default(''),
  reading: optional(10),
  writing: optional(10),
  listening: optional(10),
  /** Spelled so in the earlier product's API (SPEC.md section 3). */
  specking: optional(10),
  overall: optional(10),
  testDate: optional(20),
  probableDate: optional(20),
  chosenCountryName: optional(100),
  anyCountryRefusal: z
    .union([z.enum(['yes', 'no']), z.literal('')])
    .optional()
    .default(''),
  universityChoice: optional(200),
  intake: optional(50),
  course: optional(200),
  bankStatement: optional(100),
  bankName: optional(100),
  beforeAppliedAgent: optional(200),
  beforeAppliedUniversity: optional(200),
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

/** A day a form may leave empty: '' or a real calendar day, YYYY-MM-DD (what the date pickers send). */
const day = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), 'Enter a real date, as YYYY-MM-DD');

/**
 * The details as a form or an import's row enters them: the three dates real days, a birthday not after today.
 * Answers keep `studentDetailsSchema`, so a student saved before these checks still reads as stored.
 */
export const studentDetailsInputSchema = studentDetailsSchema.extend({
  dob: day
    .refine((value) => value <= officeToday(), 'A date of birth cannot be after today')
    .optional()
    .default(''),
  testDate: day.optional().default(''),
  probableDate: day.optional().default(''),
});

export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Enter the phone number')
  .max(30, 'Use at most 30 characters')
  .regex(/^\+?[0-9][0-9 ()-]{4,}$/, 'Enter a phone number of digits, spaces, dashes or a leading +');

/** "Assign automatically": the server picks the present counselor with the smallest open load, in turn. */
export const AUTO_ASSIGN = 'auto';
export const counselorChoiceSchema = z
  .string({ error: 'Choose a counselor' })
  .refine((v) => v === AUTO_ASSIGN || UUID.test(v), 'Choose a counselor');

/** POST /receptionist/add-student: the Create Student form (SPEC.md 2.7, rules of section 5). */
export const createStudentSchema = studentDetailsInputSchema.extend({
  fullName: text(120).min(1, 'Enter the full name'),
  email: emailSchema,
  phoneNumber: phoneSchema,
  /** The counselor's account id, or `auto` for the round-robin of present counselors (AUTO_ASSIGN). */
  counselor: counselorChoiceSchema,
  /** The language of the student's messages, the welcome the first of them: '' (or left out) for the office's. */
  messageLanguage: z
    .union([messageLanguageSchema, z.literal('')], 'Choose English or Bangla')
    .optional()
    .default(''),
});
export type CreateStudentInput = z.input<typeof createStudentSchema>;

export const counselorRefSchema = z.object({ employee_id: z.string(), employee_name: z.string(), id: z.string() });

/** The Student entity of SPEC.md section 3 as the API answers it. */
export const studentSchema = studentDetailsSchema.extend({
  _id: z.string(),
  studentId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  counselor: counselorRefSchema.nullable(),
  status: studentStatusSchema,
  advices: z.string(),
  advise: z.boolean(),
  createdAt: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

/** Query of the filter, list and download calls (SPEC.md section 7); end date defaults to tomorrow. */
export const studentFilterSchema = z
  .object({
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    fullName: text(120).optional(),
    status: z
      .union([studentStatusSchema, z.array(studentStatusSchema).max(6)])
      .optional()
      .transform((v) => (v === undefined ? [] : [v].flat())),
  })
  .extend(listPagingSchema.shape);
export type StudentFilter = z.input<typeof studentFilterSchema>;
/** A filter as the route's schema has checked it: what the server's list, export and count functions take. */
export type CheckedStudentFilter = z.output<typeof studentFilterSchema>;

/** Paged lists answer `{ data: [...], page }`: `hasNext` comes from one extra row, so no page recounts the table. */
export const pageInfoSchema = z.object({
  number: z.number(),
  size: z.number(),
  hasNext: z.boolean(),
  /** The student lists (issue 19): how many match, exact up to 10,000 (`exact: false` beyond, read as "10,000+"). */
  total: z.object({ count: z.number().int(), exact: z.boolean() }).optional(),
});
/**
 * A listed student's follow-up marks (issue 15): its next step's due time ("No next step" where an active student has
 * none), how long it has been in its status, and whether it has been quiet for longer than its status allows.
 */
export const followUpMarkSchema = z.object({
  /** false for a student whose file is closed (success, rejected): no next step is expected. */
  active: z.boolean(),
  nextDueAt: z.string().nullable(),
  overdue: z.boolean(),
  daysInStage: z.number().int(),
  stalled: z.boolean(),
});
export type FollowUpMark = z.infer<typeof followUpMarkSchema>;

export const listedStudentSchema = studentSchema.extend({ followUp: followUpMarkSchema.optional() });
export type ListedStudent = z.infer<typeof listedStudentSchema>;
export const studentPageSchema = z.object({ data: z.array(listedStudentSchema), page: pageInfoSchema });
export type StudentPage = z.infer<typeof studentPageSchema>;

export const counselorOptionSchema = z.object({ _id: z.string(), employee_id: z.string(), name: z.string() });
export type CounselorOption = z.infer<typeof counselorOptionSchema>;

export const statusChangeSchema = z.object({
  status: studentStatusSchema,
  by: z.string(),
  from: studentStatusSchema.nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const advicesBodySchema = z.object({
  advices: z.string().trim().min(1, 'Write at least one advice').max(5000, 'Use at most 5000 characters'),
});

/** Splits advice text into its numbered items ("1. ... 2. ..."), SPEC.md section 5. */
export function splitAdvices(text: string): string[] {
  return text
    .split(/(?:^|\s)\d+\.\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export const archivedEntrySchema = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string(), fullName: z.string(), studentId: z.number() }),
  removedFromEmployee: z.object({ _id: z.string(), name: z.string() }).nullable(),
  removedBy: z.string(),
  removedAt: z.string(),
});
export type ArchivedEntry = z.infer<typeof archivedEntrySchema>;
/** The ReCycle list's query: a page (the spec's 10 rows unless asked otherwise) and a part of the name, any case. */
export const archivedQuerySchema = listPagingSchema
  .pick({ page: true, pageSize: true })
  .extend({ fullName: text(120).optional() });
export type ArchivedQuery = z.input<typeof archivedQuerySchema>;
export const archivedPageSchema = z.object({ data: z.array(archivedEntrySchema), page: pageInfoSchema });
export type ArchivedPage = z.infer<typeof archivedPageSchema>;

/** The largest student ID the database's integer column holds. */
export const MAX_STUDENT_ID = 2_147_483_647;

/** A student's number in a path or body: a positive integer that fits the database's integer column. */
export const studentIdSchema = z.coerce
  .number({ error: 'Not a student ID' })
  .int('Not a student ID')
  .min(1, 'Not a student ID')
  .max(MAX_STUDENT_ID, 'Not a student ID');
export const restoreBodySchema = z.object({ studentId: studentIdSchema, employeeId: z.string().max(60).optional() });

export const dashboardCountsSchema = z.object({
  total: z.number(),
  byStatus: z.record(studentStatusSchema, z.number()),
  perDay: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
