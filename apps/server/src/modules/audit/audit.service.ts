import { type AuditEvent, type AuditFilter, type AuditRecordType, auditFilterSchema } from '@studydesk/shared/audit';
import { UUID } from '@studydesk/shared/uuid';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { arrayColumns } from '../../db/array-params.ts';
import type { Db, Tx } from '../../db/client.ts';
import { officeDay } from '../../db/office-time.ts';
import { descNullsLast } from '../../db/order.ts';
import { auditEvents, documents, employees, students, universityApplications } from '../../db/schema.ts';
import { recordLabels } from './audit.labels.ts';

export type AuditValues = Record<string, unknown> | null;

export interface AuditEntry {
  /** The employee who made the change; null for the student's own upload through the public link. */
  actorId: string | null;
  recordType: AuditRecordType;
  recordId: string;
  action: string;
  before?: AuditValues;
  after?: AuditValues;
}

/** Keys never written to the trail, at any depth: credentials and what could rebuild them. */
const SECRET_KEY = /password|hash|token|secret|session|storage_?key|upload_?link|failed_?logins/i;

/** A plain JSON copy without secrets, undefined values or functions; dates become ISO strings. */
export function stripSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SECRET_KEY.test(key) || v === undefined || typeof v === 'function') continue;
      out[key] = stripSecrets(v);
    }
    return out;
  }
  return value;
}

const clean = (values: AuditValues | undefined) => (values ? (stripSecrets(values) as Record<string, unknown>) : null);

/**
 * Records one change in the caller's transaction, so the trail holds exactly the changes that were committed:
 * a refused or failed change rolls its event back with it.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  await recordAudits(tx, [entry]);
}

/**
 * Several changes at once (a hand-over of many students), in one statement of any size: each column is one array
 * parameter, where a parameter per value failed past 10,922 entries (PostgreSQL takes 65,535).
 */
export async function recordAudits(tx: Tx, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  const column = arrayColumns(entries);
  await tx.execute(sql`
    insert into audit_events (actor_id, record_type, record_id, action, before, after)
    select * from unnest(${column((e) => e.actorId)}::uuid[], ${column((e) => e.recordType)}::text[],
      ${column((e) => e.recordId)}::text[], ${column((e) => e.action)}::text[],
      ${column((e) => clean(e.before))}::jsonb[], ${column((e) => clean(e.after))}::jsonb[])`);
}

/** The fields of `after` whose values differ from `before`, as a before/after pair; null when nothing changed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** "Name (E-12)" of an employee, as the trail keeps people: readable later, whatever happens to the account. */
export async function employeeLabel(tx: Tx, id: string | null | undefined) {
  if (!id) return null;
  const [row] = await tx
    .select({ name: employees.name, employeeId: employees.employeeId })
    .from(employees)
    .where(eq(employees.id, id));
  return row ? `${row.name} (${row.employeeId})` : null;
}

const PAGE_SIZE = 50;

/** The uuid a filter's record id names: a uuid as it is, a student's number, or an employee's ID. */
async function resolveRecordId(db: Db, recordType: string | undefined, recordId: string) {
  if (UUID.test(recordId)) return recordId.toLowerCase();
  if ((!recordType || recordType === 'student') && /^\d{1,9}$/.test(recordId)) {
    const [row] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentId, Number(recordId)));
    if (row) return row.id;
  }
  if (!recordType || recordType === 'employee') {
    const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, recordId));
    if (row) return row.id;
  }
  return recordId;
}

/** A record's own events and those of its parts: a student's (or employee's) documents and applications. */
function recordAndParts(id: string): SQL {
  if (!UUID.test(id)) return eq(auditEvents.recordId, id);
  const applicationsOf = sql`select ${universityApplications.id}::text from ${universityApplications} where ${universityApplications.studentId} = ${id}::uuid`;
  return sql`(${auditEvents.recordId} = ${id}
    or (${auditEvents.recordType} = 'application' and ${auditEvents.recordId} in (${applicationsOf}))
    or (${auditEvents.recordType} = 'document' and ${auditEvents.recordId} in (
      select ${documents.id}::text from ${documents}
      where ${documents.ownerId} = ${id}::uuid
        or ${documents.ownerId} in (select ${universityApplications.id} from ${universityApplications} where ${universityApplications.studentId} = ${id}::uuid))))`;
}

/** One page of the trail, newest first, 50 a page; one row more than asked tells whether a next page exists. */
export async function listAudit(db: Db, filter: AuditFilter, showValues: boolean) {
  const { recordType, recordId, actor, from, to, page } = auditFilterSchema.parse(filter);
  const conditions: (SQL | undefined)[] = [];
  if (recordId) conditions.push(recordAndParts(await resolveRecordId(db, recordType, recordId)));
  else if (recordType) conditions.push(eq(auditEvents.recordType, recordType));
  if (actor) conditions.push(eq(auditEvents.actorId, actor));
  if (from) conditions.push(sql`${auditEvents.at} >= ${officeDay(from)}`);
  if (to) conditions.push(sql`${auditEvents.at} < ${officeDay(to)} + interval '1 day'`);
  const rows = await db
    .select({ event: auditEvents, actorName: employees.name, actorEmployeeId: employees.employeeId })
    .from(auditEvents)
    .leftJoin(employees, eq(employees.id, auditEvents.actorId))
    .where(and(...conditions))
    .orderBy(...descNullsLast(auditEvents.at, auditEvents.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  const shown = rows.slice(0, PAGE_SIZE);
  const labels = await recordLabels(
    db,
    shown.map((r) => r.event),
  );
  const data = shown.map(
    ({ event, actorName, actorEmployeeId }): AuditEvent => ({
      _id: event.id,
      at: event.at.toISOString(),
      actor: event.actorId ? { _id: event.actorId, name: actorName ?? '', employee_id: actorEmployeeId ?? '' } : null,
      recordType: event.recordType,
      recordId: event.recordId,
      record: labels.get(`${event.recordType}:${event.recordId}`)?.label ?? '',
      recordKey: labels.get(`${event.recordType}:${event.recordId}`)?.key ?? event.recordId,
      action: event.action,
      ...valuesFor(event.before as AuditValues, event.after as AuditValues, showValues),
    }),
  );
  return { data, page: { number: page, size: PAGE_SIZE, hasNext: rows.length > PAGE_SIZE } };
}

/** The fields an event set or changed, and their values only for a reader who may see them. */
function valuesFor(before: AuditValues | null, after: AuditValues | null, showValues: boolean) {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const fields = keys.filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null));
  return showValues
    ? { before: before ?? null, after: after ?? null, fields, valuesHidden: false }
    : { before: null, after: null, fields, valuesHidden: true };
}
