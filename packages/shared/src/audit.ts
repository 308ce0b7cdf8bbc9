import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';

/** The kinds of record the audit trail names; a role change is a change of the employee's account. */
export const AUDIT_RECORD_TYPES = [
  ['student', 'Student'],
  ['document', 'Document'],
  ['application', 'Application'],
  ['employee', 'Employee account'],
  ['web-application', 'Website application'],
  ['website-profile', 'Website profile'],
  ['settings', 'Office settings'],
  ['partner', 'Partner'],
  ['agreement', 'University agreement'],
  ['commission', 'Commission'],
  ['claim', 'Commission claim'],
  ['payment', 'Student payment'],
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number][0];

/** What happened, in words for the trail's Action column. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Edited',
  'status-changed': 'Status changed',
  'advices-written': 'Advices written',
  archived: 'Deleted (archived)',
  deleted: 'Deleted',
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
  merged: 'Duplicate merged',
  'checklist-saved': 'Document checklist saved',
  'document-verified': 'Document verified',
  'document-rejected': 'Document rejected',
  'document-expiry-set': 'Document expiry date set',
  'written-off': 'Written off',
  claimed: 'Claimed',
  'payment-received': 'Payment received',
};

export const auditFilterSchema = z.object({
  recordType: z.string().trim().max(40).optional(),
  /** A record's id; a student's number or an employee's ID works too. A student's trail includes its documents and applications. */
  recordId: z.string().trim().max(80).optional(),
  /** The employee who made the change (their account id). */
  actor: z.string().uuid('Choose an employee').optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
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
  /** The values before and after; null for a reader who is not Super Admin (personal data: salaries, records). */
  before: fieldValues,
  after: fieldValues,
  /** The keys of the fields the event set or changed, for every reader. */
  fields: z.array(z.string()),
  /** True when the values are withheld from this reader: `fields` says what changed, not to what. */
  valuesHidden: z.boolean(),
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
