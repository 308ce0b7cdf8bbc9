import { daysBetween, monthsBetween, officeToday } from '@studydesk/shared/dates';
import { type StudentDocumentSlot, slotLabel } from '@studydesk/shared/documents';
import type { StudentStatus } from '@studydesk/shared/students';
import type { TimelineEntry } from '@studydesk/shared/timeline';
import { formatOfficeMoment } from '../../ui/dhaka-time.ts';
import { STATUS_LOOK } from '../../ui/student-status.ts';
import { fieldLabel } from '../audit/audit-format.ts';

/** What an entry says: one line, and a second with the particulars (a note, a reason, what changed). */
export interface Described {
  title: string;
  detail?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const status = (value: unknown) => STATUS_LOOK[value as StudentStatus]?.label ?? text(value);
/** `phoneNumber`, `dob` → "phone number", "date of birth": the audit trail's words for fields. */
const fieldNames = (value: unknown) =>
  Array.isArray(value) ? value.map((f) => fieldLabel(String(f)).toLowerCase()).join(', ') : '';
const changed = (value: unknown) => (fieldNames(value) ? `Changed: ${fieldNames(value)}` : undefined);
const channel = (value: unknown) => (value === 'whatsapp' ? 'WhatsApp message' : 'E-mail');
/** "welcome" or "document-rejected" → "welcome", "document rejected". */
const words = (value: unknown) => text(value).replace(/[-_]/g, ' ');
const optional = (value: string) => value || undefined;

type Describer = (p: Record<string, unknown>, name: (id: unknown) => string) => Described;

const DESCRIBE: Record<string, Describer> = {
  'status-changed': (p) =>
    p.from
      ? { title: `Status changed from ${status(p.from)} to ${status(p.to)}` }
      : { title: `Registered as ${status(p.to)}` },
  'counselor-changed': (p, name) => ({
    title: p.from ? `Counselor changed from ${name(p.from)} to ${name(p.to)}` : `Counselor set to ${name(p.to)}`,
    detail:
      p.reason === 'hand-over'
        ? 'Handed over when the previous counselor was deactivated or stopped counselling'
        : p.reason && p.reason !== 'moved'
          ? text(p.reason)
          : undefined,
  }),
  'advice-written': (p) => ({ title: 'Advices written', detail: optional(text(p.excerpt)) }),
  'document-uploaded': (p) => ({
    // events from before the label was recorded name a slot of the 16 by its key
    title: `Document uploaded: ${text(p.label) || slotLabel(p.slot as StudentDocumentSlot)}`,
    detail: p.via === 'upload-link' ? 'By the student through the upload link' : undefined,
  }),
  'document-reviewed': (p) => ({
    title: `Document ${p.state === 'rejected' ? 'sent back' : p.state === 'verified' ? 'verified' : 'reviewed'}: ${text(p.label) || slotLabel(p.slot as StudentDocumentSlot)}`,
    detail: optional(text(p.reason)),
  }),
  'application-added': (p) => ({
    title: `Application added: ${text(p.universityName)}`,
    detail: optional(text(p.country)),
  }),
  'application-edited': (p) => ({
    title: `Application edited: ${text(p.universityName)}`,
    detail: changed(p.fields),
  }),
  'application-removed': (p) => ({ title: `Application removed: ${text(p.universityName)}` }),
  'applicant-assigned': (p, name) => ({
    title: `Assigned to the admin Officer ${name(p.officerId)}`,
    detail:
      p.reason === 'hand-over'
        ? 'Handed over when the previous officer was deactivated or stopped processing applications'
        : undefined,
  }),
  'visa-decided': (p) => ({
    title: `${p.correction ? 'Visa outcome corrected' : 'Visa'}: ${p.status === 'success' ? 'granted' : 'rejected'} for ${text(p.universityName)}`,
    detail: optional(text(p.refusalReason) || (p.reference ? `Reference ${text(p.reference)}` : '')),
  }),
  archived: (p) => ({
    title: p.mergedInto
      ? `Merged into student ${String(p.mergedInto)} (moved to the recycle bin)`
      : 'Student deleted (moved to the recycle bin)',
  }),
  merged: (p) => ({
    title: `Merged with ${text(p.fullName)} (${String(p.from ?? '')}): its records are now here`,
    detail: changed(p.fields),
  }),
  restored: () => ({ title: 'Student restored from the recycle bin' }),
  'details-edited': (p) => ({ title: 'Details edited', detail: changed(p.fields) }),
  'next-action-set': (p) => ({
    title: `Next step set: ${text(p.note)}`,
    detail: p.dueAt ? `Due ${formatOfficeMoment(text(p.dueAt))}` : undefined,
  }),
  'task-created': (p) => ({ title: `Task created: ${text(p.title)}` }),
  'task-done': (p) => ({ title: `Task done: ${text(p.title)}` }),
  'message-queued': (p) => ({ title: `${channel(p.channel)} queued: ${text(p.subject) || words(p.templateKey)}` }),
  'message-sent': (p) => ({ title: `${channel(p.channel)} sent: ${text(p.subject) || words(p.templateKey)}` }),
  'message-failed': (p) => ({
    title: `${channel(p.channel)} not sent: ${text(p.subject) || words(p.templateKey)}`,
    detail: [text(p.error), p.state === 'refused' ? 'It will not be tried again.' : ''].filter(Boolean).join(' '),
  }),
  'whatsapp-opened': (p) => ({
    title: 'WhatsApp chat opened',
    detail: [words(p.templateKey) && `Template: ${words(p.templateKey)}`, text(p.number) && `+${text(p.number)}`]
      .filter(Boolean)
      .join(' · '),
  }),
};

/** Whether the web has its own words for a kind (a test keeps every kind of the log covered). */
export const hasWordsFor = (kind: string) => kind in DESCRIBE;

/** The readable text of a timeline entry; a kind this web does not know yet is named by its words. */
export function describeEntry(entry: Pick<TimelineEntry, 'kind' | 'payload' | 'names'>): Described {
  const name = (id: unknown) => entry.names[text(id)] ?? 'a former employee';
  const describe = DESCRIBE[entry.kind];
  if (!describe) {
    const title = words(entry.kind);
    return { title: title.charAt(0).toUpperCase() + title.slice(1) };
  }
  const described = describe(entry.payload, name);
  return described.detail ? described : { title: described.title };
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DAY = 86_400_000;

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `at` was, seen at `now`. Within a day it
 * counts hours and minutes; beyond, the office's calendar days and months, as people say them: Monday 09:00 seen on
 * Wednesday 08:00 is "2 days ago", not "yesterday".
 */
export function timeAgo(at: string, now: Date = new Date()) {
  const then = new Date(at);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < 60_000) return 'just now';
  if (elapsed < DAY) {
    return elapsed >= 3_600_000
      ? relative.format(-Math.floor(elapsed / 3_600_000), 'hour')
      : relative.format(-Math.floor(elapsed / 60_000), 'minute');
  }
  const from = officeToday(then);
  const to = officeToday(now);
  const months = monthsBetween(from, to);
  if (months >= 12) return relative.format(-Math.floor(months / 12), 'year');
  if (months >= 1) return relative.format(-months, 'month');
  const days = daysBetween(from, to);
  return days >= 7 ? relative.format(-Math.floor(days / 7), 'week') : relative.format(-days, 'day');
}
