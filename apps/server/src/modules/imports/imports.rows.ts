import { emailSchema } from '@studydesk/shared/auth';
import { type ImportField, labelOf, type PreviewRow } from '@studydesk/shared/imports';
import { type MessageLanguage, messageLanguageOfText } from '@studydesk/shared/message-languages';
import type { OfficeLocaleSetting } from '@studydesk/shared/office-locale';
import { normalisePhone, type PhoneCountry } from '@studydesk/shared/phone';
import { type StudentDetails, studentDetailsInputSchema } from '@studydesk/shared/students';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { SheetRow } from '../../platform/spreadsheet.ts';
import { storable, unstorable } from '../../platform/unstorable-text.ts';

type Values = Partial<Record<ImportField, string>>;

/** A live student a row may be: the one the run fills or leaves alone. */
export interface Match {
  id: string;
  studentId: number;
  fullName: string;
  counselor: string | null;
  reason: string;
  email: string;
  details: StudentDetails;
}

/** One row of the file, read through the mapping and checked: what the run needs to decide and to write it. */
export interface PlannedRow {
  row: number;
  cells: string[];
  values: Values;
  problems: string[];
  fullName: string;
  phoneNumber: string;
  email: string;
  details: StudentDetails;
  /** The language of a new student's messages; null: the office's (a student found keeps their own). */
  messageLanguage: MessageLanguage | null;
  match: Match | null;
  /** An earlier row of the same file with the same phone number or e-mail: the student that row makes. */
  sameAs: { row: number; fullName: string; reason: string } | null;
}

/** A planned row's phone number as the students' `phone_key` holds it: its digits (it is stored as E.164). */
export const phoneKey = (p: Pick<PlannedRow, 'phoneNumber'>) => p.phoneNumber.replace(/\D/g, '');

/** The first row of the file under each phone number and e-mail seen so far: kept by a run across its batches. */
export type SeenInFile = Map<string, { row: number; fullName: string }>;

const NAME_LIMIT = 120;

/** The row's cells under their fields: empty cells and columns left out are not there. */
function valuesOf(cells: string[], mapping: readonly (ImportField | null)[]): Values {
  const values: Values = {};
  mapping.forEach((field, column) => {
    const cell = cells[column]?.trim();
    if (field && cell) values[field] = cell;
  });
  return values;
}

/**
 * A date of birth as a sheet may hold it: YYYY-MM-DD (a date cell reads so), or typed 24/11/2001 (also with - or .)
 * in the office's order of day and month; anything else is left as typed, for the check to name.
 */
export function dayOfCell(text: string, locale: OfficeLocaleSetting['locale']) {
  const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!typed) return text;
  const [, first = '', second = '', year] = typed;
  const [month, day] = locale === 'en-US' ? [first, second] : [second, first];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A row as a student: its fields checked by the registration's own rules, each problem in words. */
function check(sheetRow: SheetRow, mapping: readonly (ImportField | null)[], office: OfficeLocaleSetting): PlannedRow {
  const values = valuesOf(sheetRow.cells, mapping);
  const problems: string[] = [];
  const { fullName = '', phoneNumber: typed = '', email: typedEmail = '', messageLanguage: language, ...rest } = values;
  const country = office.phoneCountry as PhoneCountry;
  if (rest.dob) rest.dob = dayOfCell(rest.dob, office.locale);
  if (!fullName) problems.push('Full name is empty');
  else if (fullName.length > NAME_LIMIT) problems.push(`Full name: use at most ${NAME_LIMIT} characters`);
  const phoneNumber = typed ? normalisePhone(typed, country) : null;
  if (!typed) problems.push('Phone number is empty');
  else if (!phoneNumber) problems.push(`Phone number: ${typed} is not a phone number`);
  let email = '';
  if (typedEmail) {
    const parsed = emailSchema.safeParse(typedEmail);
    if (parsed.success) email = parsed.data;
    else problems.push(`Email: ${typedEmail} is not a valid e-mail address`);
  }
  const messageLanguage = language ? messageLanguageOfText(language) : null;
  if (language && !messageLanguage) problems.push(`Messages in: write English or Bangla (${language})`);
  // a cell past the upload's first look may still hold what the database cannot store: the row's problem, not the run's
  for (const [field, value] of Object.entries(values)) {
    const wrong = unstorable(value);
    if (wrong) problems.push(`${labelOf(field as ImportField)}: ${wrong}`);
  }
  const details = studentDetailsInputSchema.safeParse(rest);
  if (!details.success) {
    const named = new Set<string>();
    for (const issue of details.error.issues) {
      const field = String(issue.path[0]);
      // a date that is no date is not also "after today": its first problem is the one to fix
      if (field === 'dob' && named.has(field)) continue;
      named.add(field);
      const cell = field === 'dob' ? ` (${values.dob})` : '';
      problems.push(`${labelOf(field)}: ${issue.message}${cell}`);
    }
  }
  return {
    row: sheetRow.row,
    // kept with a rejected row, for its spreadsheet of rejects
    cells: sheetRow.cells.map(storable),
    values,
    problems,
    fullName,
    phoneNumber: phoneNumber ?? '',
    email,
    details: details.success ? details.data : studentDetailsInputSchema.parse({}),
    messageLanguage,
    match: null,
    sameAs: null,
  };
}

/** Marks a row that repeats an earlier row's phone number or e-mail (any writing of it) as that row's duplicate. */
function markInFile(p: PlannedRow, seen: SeenInFile) {
  const phone = `phone:${phoneKey(p)}`;
  const email = p.email && `email:${p.email}`;
  const earlier = seen.get(phone) ?? (email ? seen.get(email) : undefined);
  if (!p.match && earlier) {
    const reason = seen.get(phone) ? 'Same phone number' : 'Same e-mail';
    p.sameAs = { ...earlier, reason: `${reason} as row ${earlier.row} of this file` };
  }
  for (const key of [phone, email]) if (key && !seen.has(key)) seen.set(key, { row: p.row, fullName: p.fullName });
}

/**
 * Plans a batch of rows: checks each, then finds, in one query, the live students with the same phone number (as
 * stored, E.164) or the same e-mail: a row's possible duplicate.
 */
export async function planRows(
  tx: Tx,
  rows: SheetRow[],
  mapping: readonly (ImportField | null)[],
  office: OfficeLocaleSetting,
  seen: SeenInFile = new Map(),
): Promise<PlannedRow[]> {
  const planned = rows.map((row) => check(row, mapping, office));
  const valid = planned.filter((p) => p.problems.length === 0);
  const keys = [...new Set(valid.map(phoneKey))];
  const emails = [...new Set(valid.map((p) => p.email).filter(Boolean))];
  if (valid.length === 0) return planned;
  const { rows: found } = await tx.execute<Omit<Match, 'reason'> & { phoneKey: string }>(sql`
    select s.id, s.student_id as "studentId", s.full_name as "fullName", e.name as counselor,
      s.phone_key as "phoneKey", lower(s.email) as email, s.details
    from students s left join employees e on e.id = s.counselor_id
    where s.archived_at is null
      and (s.phone_key = any(${sql.param(keys)}::text[]) or lower(s.email) = any(${sql.param(emails)}::text[]))
    order by s.created_at`);
  for (const p of valid) {
    const key = phoneKey(p);
    const byPhone = found.find((f) => f.phoneKey === key);
    const byEmail = p.email ? found.find((f) => f.email === p.email) : undefined;
    const hit = byPhone ?? byEmail;
    if (hit) p.match = { ...hit, reason: byPhone ? 'Same phone number' : 'Same e-mail' };
  }
  // after the database's matches: a row that is a live student's duplicate is that student's, as the earlier row is
  for (const p of valid) markInFile(p, seen);
  return planned;
}

/** The preview's words for a planned row. */
export function previewOf(p: PlannedRow): PreviewRow {
  const { match, sameAs } = p;
  return {
    row: p.row,
    values: p.values,
    verdict: p.problems.length > 0 ? 'error' : match || sameAs ? 'duplicate' : 'ok',
    problems: p.problems,
    match:
      (match && {
        studentId: match.studentId,
        fullName: match.fullName,
        counselor: match.counselor,
        reason: match.reason,
      }) ||
      // not a student yet: no number, the reason names the row
      (sameAs && { studentId: null, fullName: sameAs.fullName, counselor: null, reason: sameAs.reason }),
  };
}

/**
 * What a row would fill in a student: the fields the student has empty and the row has. Not the language of their
 * messages: a student without one reads the office's, which is a language too (docs/decisions.md, session 52).
 */
export function fillsOf(p: PlannedRow, student: Pick<Match, 'email' | 'details'>): Values {
  const fills: Values = {};
  if (p.email && !student.email) fills.email = p.email;
  for (const [field, value] of Object.entries(p.values) as [ImportField, string][]) {
    if (field === 'fullName' || field === 'phoneNumber' || field === 'email' || field === 'messageLanguage') continue;
    const key = field as keyof StudentDetails;
    if (value && !student.details[key]) fills[field] = p.details[key] ?? value;
  }
  return fills;
}
