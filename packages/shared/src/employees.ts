import { z } from 'zod';
import { somethingToChange } from './api.ts';
import { emailSchema, passwordSchema, roleRecordSchema } from './auth.ts';
import { LIST_SORTS } from './lists.ts';
import { DESIGNATIONS, roleSchema } from './roles.ts';
import { pageInfoSchema, phoneSchema } from './students.ts';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const optionalPhone = z.union([z.literal(''), phoneSchema]).optional();
/** A monthly amount in numbers only (issue 22: 'abc' was stored); empty when not given. */
const salarySchema = z
  .string()
  .trim()
  .regex(/^(\d{1,9}(\.\d{1,2})?)?$/, 'Enter the salary in numbers only, e.g. 45000');

/** The text fields of Add Employee (SPEC.md 5); the files come as multipart parts beside them. */
export const addEmployeeFieldsSchema = z.object({
  name: text(120).min(1, 'Enter the name'),
  employee_id: text(60)
    .min(1, 'Enter the employee ID')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(DESIGNATIONS as [string, ...string[]], { error: 'Choose a designation' }),
  phone: optionalPhone.default(''),
  familyPhone: optionalPhone.default(''),
  salary: salarySchema.optional().default(''),
  address: text(300).optional().default(''),
  previousExperience: text(1000).optional().default(''),
});
export type AddEmployeeFields = z.input<typeof addEmployeeFieldsSchema>;

/** The employee files of SPEC.md 3: picture and CV required, the NID (`resume`) optional. */
export const EMPLOYEE_FILES = ['profilePic', 'cv', 'resume'] as const;
export type EmployeeFile = (typeof EMPLOYEE_FILES)[number];

export const employeeSchema = z.object({
  _id: z.string(),
  employee_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  familyPhone: z.string(),
  address: z.string(),
  salary: z.string(),
  previousExperience: z.string(),
  active: z.boolean(),
  roles: z.array(roleRecordSchema),
  /** Authorised links to the files, or null. */
  profilePic: z.string().nullable(),
  cv: z.string().nullable(),
  resume: z.string().nullable(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeePageSchema = z.object({ data: z.array(employeeSchema), page: pageInfoSchema });

export const employeeListQuerySchema = z.object({
  q: text(120).optional(),
  role: roleSchema.optional(),
  includeInactive: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  /** By name unless asked otherwise (issue 19): newest or oldest first, or by name the other way. */
  sort: z.enum(LIST_SORTS).default('name'),
});

/** Add Role offers the designations only: Super Admin is never granted through it (decisions.md). */
export const addRoleBodySchema = z.looseObject({
  employee_id: z.string().min(1),
  role: roleSchema.refine((role) => DESIGNATIONS.includes(role), 'Super Admin cannot be added as a role'),
});

/** A change: only the fields sent are changed (no defaults, so nothing unsent is reset). */
export const editEmployeeSchema = somethingToChange(
  z
    .object({
      name: addEmployeeFieldsSchema.shape.name,
      email: emailSchema,
      phone: z.union([z.literal(''), phoneSchema]),
      familyPhone: z.union([z.literal(''), phoneSchema]),
      salary: salarySchema,
      address: text(300),
      previousExperience: text(1000),
    })
    .partial(),
);

export const resetPasswordSchema = z.object({ password: passwordSchema });
/**
 * Offboarding's body and a role's removal's query: who takes over the students of the one leaving, desk by desk;
 * each needed when they hold any at that desk.
 */
export const handOverSchema = z.object({
  /** The active Counselor who takes over the students they counsel. */
  handOverTo: z.string().uuid().optional(),
  /** The active admin Officer who takes over the students assigned to them for applications. */
  applicationsTo: z.string().uuid().optional(),
  /** The active visa section member who takes over the visa files in progress they were handed. */
  visaTo: z.string().uuid().optional(),
});
export type HandOver = z.infer<typeof handOverSchema>;

/** A change of one's own contact: only the fields sent change. */
export const ownProfileSchema = somethingToChange(z.object({ phone: optionalPhone, address: text(300).optional() }));
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const systemStatusSchema = z.object({
  version: z.string(),
  database: z.enum(['up', 'down']),
  storage: z.enum(['local', 's3']),
  connectedClients: z.number(),
  uptimeSeconds: z.number(),
  /**
   * The job queues whose jobs failed for good (after their retries) in the last day, the latest first; null when
   * this instance runs no job queue.
   */
  failedJobs: z
    .array(z.object({ queue: z.string(), count: z.number(), lastAt: z.string(), lastError: z.string() }))
    .nullable(),
});

/** GET and PUT /settings/reminder-emails: whether one's reminders also come by e-mail (issue 17). */
export const reminderEmailsSchema = z.object({ remindersByEmail: z.boolean() });
export type ReminderEmails = z.infer<typeof reminderEmailsSchema>;
