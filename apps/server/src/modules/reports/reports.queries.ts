import { type FunnelGroup, type ReportFilter, type ReportRange, reportRange } from '@studydesk/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../platform/errors.ts';
import { deskOf } from '../students/students.access.ts';
import { studentsOf } from '../students/students.queries.ts';
import type { ReportScope } from './report-scope.ts';

/** The range the query asks for (the contract has already refused a wrong one; this fills the defaults). */
export function rangeOf(filter: ReportFilter): ReportRange {
  const range = reportRange(filter);
  if (typeof range === 'string') throw invalid({ from: range, to: range });
  return range;
}

/** The funnel's steps as the facts name their first days, in order (lead first). */
export const STEP_DAYS = ['lead_on', 'enrolled_on', 'application_on', 'offer_on', 'visa_on', 'success_on'] as const;

/** `day` (a date column) within the range's office days. */
export const dayIn = (day: SQL, scope: ReportScope) => sql`${day} between ${scope.from}::date and ${scope.to}::date`;

/** The filter's source and destination, as conditions on the facts named `f`. */
export const factConditions = (scope: ReportScope) =>
  [
    scope.source ? sql`f.source = ${scope.source}` : undefined,
    scope.country ? sql`lower(f.country) = lower(${scope.country})` : undefined,
  ].filter((c): c is SQL => c !== undefined);

/**
 * The students a report counts, as a subquery to name `s`: live students within the caller's reach (Super Admin
 * all; a desk's own, by the students module's rule) and the filter, with their report facts (migrations 0041,
 * 0042: source, destination, the first day of each step, the days of the last activity and first advice, stays).
 * Unused columns cost nothing: PostgreSQL drops them when it pulls the subquery up.
 */
export function scopedStudents(scope: ReportScope, also: SQL = sql`true`): SQL {
  const desk = deskOf(scope);
  const reach = scope.role === 'Super Admin' ? sql`true` : desk ? studentsOf(desk, scope.me) : sql`false`;
  const where = [
    sql`students.archived_at is null`,
    reach,
    also,
    scope.counselor ? sql`students.counselor_id = ${scope.counselor}` : undefined,
    ...factConditions(scope),
    scope.intake ? sql`lower(f.intake) = lower(${scope.intake})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return sql`(select students.id, students.counselor_id, students.status, students.created_at,
      students.last_activity_at, students.archived_at, f.source, f.country, f.active_on, f.advice_on, f.stays,
      ${sql.raw(STEP_DAYS.map((d) => `f.${d}`).join(', '))}
    from students join report_facts f on f.student_id = students.id where ${sql.join(where, sql` and `)})`;
}

/** The counselor whose students the kept counts read: a Counselor's own, or the one Super Admin names. */
export const counselorOf = (scope: ReportScope) => (scope.role === 'Counselor' ? scope.me : scope.counselor);

/** The rollup's dimensions, as PostgreSQL's GROUPING(counselor_id, source, country) numbers them. */
const DIM_BITS: Record<FunnelGroup, number> = { counselor: 4, source: 2, country: 1 };

/**
 * How the funnel counts can answer for this caller and filter: the grouping set holding the dimensions asked for
 * and the conditions on them; undefined when only the facts can (an intake, or the students of an admin Officer or
 * the visa team, which no dimension holds).
 */
export function rollupOf(scope: ReportScope, grouped: FunnelGroup[] = []) {
  if (scope.intake || (scope.role !== 'Super Admin' && scope.role !== 'Counselor')) return undefined;
  const counselor = counselorOf(scope);
  const kept = new Set(grouped);
  if (counselor) kept.add('counselor');
  if (scope.source) kept.add('source');
  if (scope.country) kept.add('country');
  const dims = 7 - [...kept].reduce((bits, dim) => bits + DIM_BITS[dim], 0);
  const where = [
    // Written into the text: each grouping set is its own prepared statement, planned for its own rows.
    sql`r.dims = ${sql.raw(String(dims))}`,
    counselor ? sql`r.counselor_id = ${counselor}` : undefined,
    scope.source ? sql`r.source = ${scope.source}` : undefined,
    scope.country ? sql`r.country = lower(${scope.country})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return sql.join(where, sql` and `);
}

/** The rollup rows covering the range (`periodParts`), each to be counted `r.n * periodSign(scope)`. */
export function periodsOf(scope: ReportScope): SQL {
  const parts = scope.parts.map(
    (p) => sql`(r.grain = ${p.grain} and r.period >= ${p.from}::date and r.period < ${p.until}::date)`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** How a row periodsOf chose counts: a day outside the range is one its month's row holds and the range does not. */
export const periodSign = (scope: ReportScope) =>
  sql`(case when r.grain = 'day' and (r.period < ${scope.from}::date or r.period > ${scope.to}::date) then -1 else 1 end)`;
