import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPES, type AuditFilter } from '@studydesk/shared/audit';
import { formatOfficeMoment } from '../../ui/dhaka-time.ts';

/** The trail's filter as the page's address holds it, so a link can open the trail of one record. */
export interface AuditTrailFilter {
  recordType: string | null;
  recordId: string;
  actor: string | null;
  from: string;
  to: string;
}

export const EMPTY_FILTER: AuditTrailFilter = { recordType: null, recordId: '', actor: null, from: '', to: '' };

export function filterFromSearch(search: URLSearchParams): AuditTrailFilter {
  return {
    recordType: search.get('recordType') || null,
    recordId: search.get('recordId') ?? '',
    actor: search.get('actor') || null,
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
}

/** The query of the trail's call: only the filled parts, in a fixed order (the page's address uses it too). */
export function filterToQuery(filter: AuditTrailFilter, page = 1): AuditFilter {
  return {
    recordType: filter.recordType || undefined,
    recordId: filter.recordId.trim() || undefined,
    actor: filter.actor || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: page > 1 ? page : undefined,
  };
}

/** Only the filled parts, in a fixed order: the page's address and the API's query string alike. */
export function filterToSearch(filter: AuditTrailFilter, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(filter, page))) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}

/**
 * The trail's filter of one student by its number (its documents and applications included), for the student's
 * History link: `PAGES.auditTrail.path(role, {}, studentHistorySearch(id))`.
 */
export const studentHistorySearch = (studentId: number) =>
  filterToSearch({ ...EMPTY_FILTER, recordType: 'student', recordId: String(studentId) });

export const RECORD_TYPE_OPTIONS = AUDIT_RECORD_TYPES.map(([value, label]) => ({ value, label }));

export const recordTypeLabel = (type: string) => AUDIT_RECORD_TYPES.find(([t]) => t === type)?.[1] ?? type;

export const actionLabel = (action: string) =>
  AUDIT_ACTION_LABELS[action] ?? action.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const WORDS: Record<string, string> = {
  employee_id: 'Employee ID',
  studentId: 'Student ID',
  b2b: 'B2B agent',
  dob: 'Date of birth',
  loa: 'LOA',
  visaTeam: 'Visa team',
  visaStatus: 'Visa status',
};

/** `phoneNumber` → "Phone number", `englishProficiency` → "English proficiency". */
export function fieldLabel(key: string): string {
  const known = WORDS[key];
  if (known) return known;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** When an event happened, in office time and the office's date format: "3 Jun 2026, 14:05". */
export const formatWhen = (iso: string) => formatOfficeMoment(iso, 'dateTime');

/** A stored value in words; long texts are cut, the full text stays available to the caller. */
export function formatValue(value: unknown, max = 60): string {
  if (value === null || value === undefined) return '—';
  if (value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(v, max)).join(', ') : '(none)';
  if (typeof value === 'string') {
    const text = ISO_TIME.test(value) ? formatWhen(value) : value;
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  }
  if (typeof value === 'object') return formatValue(JSON.stringify(value), max);
  return String(value);
}

export interface FieldChange {
  field: string;
  key: string;
  before: unknown;
  after: unknown;
  /** True when there was no earlier value to show (a new record, a first upload). */
  added: boolean;
}

/**
 * The fields an event changed, in the order the record keeps them: every key whose value differs between before
 * and after. A new record (no before) lists its filled fields.
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null))
    .map((key) => ({
      field: fieldLabel(key),
      key,
      before: before?.[key] ?? null,
      after: after?.[key] ?? null,
      added: before === null,
    }));
}
