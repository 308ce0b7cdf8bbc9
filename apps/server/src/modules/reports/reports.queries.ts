import type { ReportFilter, ReportRange } from '@studydesk/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { officeDay } from '../../db/office-time.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/errors.ts';
import { deskOf } from '../students/students.access.ts';
import { studentsOf } from '../students/students.queries.ts';

/** A report's office days as moments: from the first day's midnight to the midnight after the last day. */
export function bounds(range: ReportRange) {
  return { start: officeDay(range.from), end: officeDay(sql`${range.to}::date + 1`) };
}

/**
 * Where a student came from (docs/decisions.md, "Reports"), the one place the rule is written: imported from a
 * spreadsheet (issue 19: the import that added it), converted from a website lead, brought by a partner (a B2B
 * application), else walk-in.
 */
const SOURCE = sql`case
  when students.import_id is not null then 'import'
  when exists (select 1 from website_profiles w where w.student_id = students.id) then 'website'
  when exists (select 1 from university_applications b
    where b.student_id = students.id and b.b2b <> '' and b.removed_at is null) then 'partner'
  else 'walk-in' end`;

/** The latest live application's `column`, else the student's own choice (`detail`). */
const latestOr = (column: 'country' | 'intake', detail: string) =>
  sql`coalesce((select nullif(a.${sql.raw(column)}, '') from university_applications a
    where a.student_id = students.id and a.removed_at is null order by a.created_at desc limit 1),
    nullif(students.details->>${detail}, ''))`;

/** The destination country and intake a student is counted under. */
const COUNTRY = latestOr('country', 'chosenCountryName');
const INTAKE = latestOr('intake', 'intake');

/**
 * The students a report counts, as a subquery to name `s`: live students within the caller's reach (Super Admin
 * all; a desk's own, by the students module's rule) and the filter, with their source and destination. Unused
 * columns cost nothing: PostgreSQL drops them when it pulls the subquery up. A Counselor naming another counselor
 * is refused.
 */
export function scopedStudents(actor: Actor, filter: ReportFilter, also: SQL = sql`true`): SQL {
  if (actor.role === 'Counselor' && filter.counselor && filter.counselor !== actor.id) throw forbidden();
  const desk = deskOf(actor);
  const reach = actor.role === 'Super Admin' ? sql`true` : desk ? studentsOf(desk, actor.id) : sql`false`;
  const where = [
    sql`students.archived_at is null`,
    reach,
    also,
    filter.counselor ? sql`students.counselor_id = ${filter.counselor}` : undefined,
    filter.source ? sql`(${SOURCE}) = ${filter.source}` : undefined,
    filter.country ? sql`lower(${COUNTRY}) = lower(${filter.country})` : undefined,
    filter.intake ? sql`lower(${INTAKE}) = lower(${filter.intake})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return sql`(select students.id, students.counselor_id, students.status, students.created_at,
      students.last_activity_at, students.archived_at, ${SOURCE} as source, ${COUNTRY} as country
    from students where ${sql.join(where, sql` and `)})`;
}

/** Registered in the range: the students' own created-at index gives the range. */
export function createdIn(range: ReportRange): SQL {
  const { start, end } = bounds(range);
  return sql`students.created_at >= ${start} and students.created_at < ${end}`;
}

/**
 * The furthest funnel step each student reached in the range, from the event log alone: 1 enrolled, 2 application,
 * 3 offer (an application added or moved to an offer), 4 visa, 5 success; with `lead` when it was registered then.
 */
export function reachedIn(range: ReportRange): SQL {
  const { start, end } = bounds(range);
  return sql`(select id, bool_or(lead) as lead, max(step) as step from (
      select students.id, true as lead, null::int as step from students
        where students.archived_at is null and ${createdIn(range)}
      union all
      select e.student_id, false, case e.payload->>'to' when 'enrolled' then 1 when 'application-processing' then 2
          when 'visa-processing' then 4 when 'success' then 5 end
        from student_events e where e.kind = 'status-changed' and e.at >= ${start} and e.at < ${end}
      union all
      select e.student_id, false, 3 from student_events e
        join university_applications a on a.id = (e.payload->>'applicationId')::uuid
        where e.kind in ('application-added', 'application-edited') and e.at >= ${start} and e.at < ${end}
          and (e.kind = 'application-added' or e.payload->'fields' ? 'status')
          and a.status in ('offer received', 'unconditional offer') and a.removed_at is null
    ) x group by id)`;
}

/** Days between two moments, to one decimal. */
export const daysBetween = (later: SQL, earlier: SQL) => sql`extract(epoch from ${later} - ${earlier}) / 86400`;

/** The median and 90th percentile of `days`, to one decimal. */
export const percentiles = (days: SQL) => sql`
  round(percentile_cont(0.5) within group (order by ${days})::numeric, 1)::float8 as "medianDays",
  round(percentile_cont(0.9) within group (order by ${days})::numeric, 1)::float8 as "p90Days"`;
