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
  'details-edited',
  'next-action-set',
  'task-created',
  'task-done',
] as const;
export type StudentEventKind = (typeof STUDENT_EVENT_KINDS)[number];
