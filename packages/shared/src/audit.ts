import { z } from 'zod';

/** The kinds of record the audit trail names; a role change is a change of the employee's account. */
export const AUDIT_RECORD_TYPES = [
  ['student', 'Student'],
  ['document', 'Document'],
  ['application', 'Application'],
  ['employee', 'Employee account'],
  ['web-application', 'Website application'],
  ['website-profile', 'Website profile'],
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number][0];

/** What happened, in words for the trail's Action column. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Edited',
  'status-changed': 'Status changed',
  'advices-written': 'Advices written',
  archived: 'Deleted (archived)',
  restored: 'Restored',
  'counselor-changed': 'Counselor changed',
  'applicant-assigned': 'Assigned to admin Officer',
  'upload-link-issued': 'Upload link issued',
  uploaded: 'Uploaded',
  'new-version': 'New version uploaded',
  'visa-handover': 'Handed to visa section',
  'visa-decided': 'Visa outcome',
  'role-added': 'Role added',
  'role-removed': 'Role removed',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  deactivated: 'Deactivated',
  activated: 'Activated',
  converted: 'Converted to student',
};

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .optional();

export const auditFilterSchema = z.object({
  recordType: z.string().trim().max(40).optional(),
  /** A record's id; a student's number or an employee's ID works too. A student's trail includes its documents and applications. */
  recordId: z.string().trim().max(80).optional(),
  /** The employee who made the change (their account id). */
  actor: z.string().uuid('Choose an employee').optional(),
  from: dateParam,
  to: dateParam,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

const fieldValues = z.record(z.string(), z.unknown()).nullable();

export const auditEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), employee_id: z.string() }).nullable(),
  recordType: z.string(),
  recordId: z.string(),
  /** The record in words ("10023 Nadia Karim"), or empty when it no longer exists. */
  record: z.string(),
  /** What the Record filter takes for this record: a student's number, an employee's ID, otherwise the id. */
  recordKey: z.string(),
  action: z.string(),
  before: fieldValues,
  after: fieldValues,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEventSchema),
  page: z.object({ number: z.number(), size: z.number(), hasNext: z.boolean() }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Everyone who may appear as "Who", deactivated accounts included, for the trail's employee filter. */
export const auditEmployeeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  employee_id: z.string(),
  active: z.boolean(),
});
export type AuditEmployee = z.infer<typeof auditEmployeeSchema>;
