import type { AuditRecordType } from '@studydesk/shared/audit';
import { UUID } from '@studydesk/shared/uuid';
import { type SQL, sql } from 'drizzle-orm';
import { inUuids } from '../../db/array-params.ts';
import type { Db } from '../../db/client.ts';
import { claimLabel, receiptNumberText } from '../money/money-numbers.ts';

/** A record in words, and its key in the trail's record filter where it has one (a student's or employee's ID). */
type Label = { label: string; key?: string };
type Row = Record<string, string | number | null> & { id: string };

/**
 * Each kind of record that has a name: the statement reading its rows (`ids` the records' uuids, as `id`) and its
 * words from a row. The office's settings are named by their key already (`rate-2026-12-GBP`).
 */
const KINDS: Partial<Record<AuditRecordType, { rows: (ids: (column: SQL) => SQL) => SQL; label: (r: Row) => Label }>> =
  {
    student: {
      rows: (ids) => sql`select id, student_id, full_name from students where ${ids(sql`id`)}`,
      label: (r) => ({ label: `${r.student_id} ${r.full_name}`, key: String(r.student_id) }),
    },
    employee: {
      rows: (ids) => sql`select id, name, employee_id from employees where ${ids(sql`id`)}`,
      label: (r) => ({ label: `${r.name} (${r.employee_id})`, key: String(r.employee_id) }),
    },
    application: {
      rows: (ids) => sql`select a.id, a.university_name, s.student_id from university_applications a
        join students s on s.id = a.student_id where ${ids(sql`a.id`)}`,
      label: (r) => ({ label: `${r.university_name} · student ${r.student_id}` }),
    },
    document: {
      rows: (ids) => sql`select id, slot, file_name from documents where ${ids(sql`id`)}`,
      label: (r) => ({ label: `${r.slot}: ${r.file_name}` }),
    },
    payment: {
      rows: (ids) => sql`select p.id, p.receipt_number, s.student_id from student_payments p
        join students s on s.id = p.student_id where ${ids(sql`p.id`)}`,
      label: (r) => ({ label: `${receiptNumberText(Number(r.receipt_number))} · student ${r.student_id}` }),
    },
    claim: {
      rows: (ids) => sql`select id, number, university_name from claims where ${ids(sql`id`)}`,
      label: (r) => ({ label: `${claimLabel(Number(r.number))} · ${r.university_name}` }),
    },
    commission: {
      rows: (ids) => sql`select c.id, c.instalment, c.instalments, s.student_id from commissions c
        join students s on s.id = c.student_id where ${ids(sql`c.id`)}`,
      label: (r) => ({ label: `Student ${r.student_id}, instalment ${r.instalment} of ${r.instalments}` }),
    },
    agreement: {
      rows: (ids) => sql`select id, university_name, course_level from agreements where ${ids(sql`id`)}`,
      label: (r) => ({ label: [r.university_name, r.course_level].filter(Boolean).join(' · ') }),
    },
    partner: {
      rows: (ids) => sql`select id, name from partners where ${ids(sql`id`)}`,
      label: (r) => ({ label: String(r.name) }),
    },
    'website-profile': {
      rows: (ids) => sql`select id, name, email from website_profiles where ${ids(sql`id`)}`,
      label: (r) => ({ label: `${r.name} (${r.email})` }),
    },
    'web-application': {
      rows: (ids) => sql`select w.id, p.name, c.subject, w.intake from web_applications w
        join website_profiles p on p.id = w.profile_id join university_courses c on c.id = w.course_id
        where ${ids(sql`w.id`)}`,
      label: (r) => ({ label: `${r.name}: ${r.subject}, ${r.intake}` }),
    },
  };

/** The records of a page in words (`type:id` → label), one small statement per kind of record on it. */
export async function recordLabels(db: Db, events: { recordType: string; recordId: string }[]) {
  const labels = new Map<string, Label>();
  for (const [type, kind] of Object.entries(KINDS)) {
    const ids = [
      ...new Set(events.filter((e) => e.recordType === type && UUID.test(e.recordId)).map((e) => e.recordId)),
    ];
    if (ids.length === 0 || !kind) continue;
    const { rows } = await db.execute<Row>(kind.rows((column) => inUuids(column, ids)));
    for (const row of rows) labels.set(`${type}:${row.id}`, kind.label(row));
  }
  return labels;
}
