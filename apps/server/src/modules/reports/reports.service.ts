import {
  type CounselorsReport,
  type FunnelCounts,
  type FunnelGroup,
  type FunnelReport,
  type LeadInterval,
  type LeadsReport,
  REPORT_STAGES,
  type ReportFilter,
  type ReportRange,
  reportRange,
  type StagesReport,
} from '@studydesk/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { OFFICE_TZ } from '../../db/office-time.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/errors.ts';
import { followUpSettings } from '../tasks/follow-up-settings.ts';
import { stalledWhere } from '../tasks/my-day.service.ts';
import { bounds, createdIn, daysBetween, percentiles, reachedIn, scopedStudents } from './reports.queries.ts';

/** The range the query asks for (the contract has already refused a wrong one; this fills the defaults). */
export function rangeOf(filter: ReportFilter): ReportRange {
  const range = reportRange(filter);
  if (typeof range === 'string') throw invalid({ from: range, to: range });
  return range;
}

/** Each group's key and label: counselor uuid and name, source, or destination country (any case). */
const GROUP_KEY: Record<FunnelGroup, { key: SQL; label: SQL }> = {
  counselor: { key: sql`s.counselor_id::text`, label: sql`coalesce(max(c.name), 'No counselor')` },
  source: { key: sql`s.source`, label: sql`s.source` },
  country: { key: sql`lower(s.country)`, label: sql`coalesce(max(s.country), 'Not chosen')` },
};

type CountRow = FunnelCounts & { key: string | null; label: string; total: boolean };

/** Leads, and students at each step up to the furthest they reached in the range; one statement. */
export async function funnelReport(
  db: Db,
  actor: Actor,
  filter: ReportFilter & { groupBy?: FunnelGroup },
): Promise<FunnelReport> {
  const range = rangeOf(filter);
  const group = filter.groupBy ? GROUP_KEY[filter.groupBy] : undefined;
  const rows = await db.execute<CountRow>(sql`
    select ${group ? sql`${group.key} as key, ${group.label} as label, grouping(${group.key}) = 1` : sql`null as key, '' as label, true`} as total,
      count(*) filter (where r.lead)::int as leads,
      count(*) filter (where r.step >= 1)::int as enrolled,
      count(*) filter (where r.step >= 2)::int as application,
      count(*) filter (where r.step >= 3)::int as offer,
      count(*) filter (where r.step >= 4)::int as visa,
      count(*) filter (where r.step >= 5)::int as success
    from ${reachedIn(range)} r
    join ${scopedStudents(actor, filter)} s on s.id = r.id
    ${group ? sql`left join employees c on c.id = s.counselor_id group by grouping sets ((), (${group.key}))` : sql``}`);
  const counts = ({ leads, enrolled, application, offer, visa, success }: CountRow) => ({
    leads,
    enrolled,
    application,
    offer,
    visa,
    success,
  });
  const totals = rows.rows.find((r) => r.total);
  return {
    range,
    totals: totals ? counts(totals) : { leads: 0, enrolled: 0, application: 0, offer: 0, visa: 0, success: 0 },
    groups: rows.rows
      .filter((r) => !r.total)
      .map((r) => ({ key: r.key ?? '', label: r.label, counts: counts(r) }))
      .sort(
        (a, b) =>
          b.counts.leads - a.counts.leads || b.counts.enrolled - a.counts.enrolled || a.label.localeCompare(b.label),
      ),
  };
}

/** Days in each status (stays that ended in the range) and the students stalled in it now; one statement. */
export async function stagesReport(db: Db, actor: Actor, filter: ReportFilter): Promise<StagesReport> {
  const range = rangeOf(filter);
  const { start, end } = bounds(range);
  const { stallDays } = await followUpSettings(db);
  const stages = sql.join(
    REPORT_STAGES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await db.execute<StagesReport['stages'][number]>(sql`
    with stays as (
      select e.payload->>'from' as status, ${daysBetween(sql`e.at`, sql`p.at`)} as days
      from student_events e
      join ${scopedStudents(actor, filter)} s on s.id = e.student_id
      cross join lateral (select p.at from student_events p
        where p.student_id = e.student_id and p.kind = 'status-changed' and p.at < e.at
        order by p.at desc limit 1) p
      where e.kind = 'status-changed' and e.at >= ${start} and e.at < ${end} and e.payload->>'from' in (${stages})
    )
    select st.status, coalesce(x.stays, 0)::int as stays, x."medianDays", x."p90Days", coalesce(y.stalled, 0)::int as stalled
    from unnest(array[${stages}]::text[]) with ordinality st(status, n)
    left join (select status, count(*) as stays, ${percentiles(sql`days`)} from stays group by status) x
      on x.status = st.status
    left join (select s.status::text as status, count(*) as stalled from ${scopedStudents(actor, filter)} s
      where ${stalledWhere(stallDays)} group by 1) y on y.status = st.status
    order by st.n`);
  return { range, stages: rows.rows };
}

/** Leads per office day or week (from its Monday), per source, zeros included; one statement. */
export async function leadsReport(
  db: Db,
  actor: Actor,
  filter: ReportFilter & { interval: LeadInterval },
): Promise<LeadsReport> {
  const range = rangeOf(filter);
  const unit = sql.raw(filter.interval === 'week' ? `'week'` : `'day'`);
  const bySource = (source: string) => sql`count(l.start) filter (where l.source = ${source})::int`;
  const rows = await db.execute<LeadsReport['points'][number]>(sql`
    with l as (
      select date_trunc(${unit}, s.created_at at time zone ${OFFICE_TZ})::date as start, s.source
      from ${scopedStudents(actor, filter, createdIn(range))} s
    )
    select to_char(b.start, 'YYYY-MM-DD') as start, count(l.start)::int as total,
      ${bySource('walk-in')} as "walk-in", ${bySource('website')} as website,
      ${bySource('partner')} as partner, ${bySource('import')} as import
    from generate_series(date_trunc(${unit}, ${range.from}::date), ${range.to}::date,
      ${sql.raw(filter.interval === 'week' ? `interval '1 week'` : `interval '1 day'`)}) b(start)
    left join l on l.start = b.start::date
    group by b.start order by b.start`);
  return { range, interval: filter.interval, points: rows.rows };
}

/** The statuses of an enrolled student and after: reaching one of them is a conversion. */
const FURTHER = sql`('enrolled', 'application-processing', 'visa-processing', 'success')`;

/**
 * Per counselor: the range's leads, how many of them were ever enrolled (or further) and are successful now, the median days
 * to their first advice, and now: overdue next steps and stalled students; one statement.
 */
export async function counselorsReport(db: Db, actor: Actor, filter: ReportFilter): Promise<CounselorsReport> {
  const range = rangeOf(filter);
  const { stallDays } = await followUpSettings(db);
  const rows = await db.execute<CounselorsReport['counselors'][number]>(sql`
    with leads as (
      select s.counselor_id as id, count(*)::int as leads,
        count(*) filter (where exists (select 1 from student_events v where v.student_id = s.id
          and v.kind = 'status-changed' and v.payload->>'to' in ${FURTHER}))::int as enrolled,
        count(*) filter (where s.status = 'success')::int as success,
        round(percentile_cont(0.5) within group (order by ${daysBetween(sql`a.at`, sql`s.created_at`)})::numeric, 1)::float8
          as "medianDaysToFirstAdvice"
      from ${scopedStudents(actor, filter, createdIn(range))} s
      left join lateral (select min(e.at) as at from student_events e
        where e.student_id = s.id and e.kind = 'advice-written') a on true
      group by 1
    ), overdue as (
      select s.counselor_id as id, count(*)::int as overdue from next_actions n
      join ${scopedStudents(actor, filter)} s on s.id = n.student_id
      where n.due_at < now() and s.status not in ('success', 'rejected') group by 1
    ), stalled as (
      select s.counselor_id as id, count(*)::int as stalled from ${scopedStudents(actor, filter)} s
      where ${stalledWhere(stallDays)} group by 1
    )
    select c.id as "_id", c.name, coalesce(l.leads, 0) as leads,
      coalesce(l.enrolled, 0) as enrolled, coalesce(l.success, 0) as success, coalesce(o.overdue, 0) as overdue,
      coalesce(t.stalled, 0) as stalled, l."medianDaysToFirstAdvice"
    from (select id from leads union select id from overdue union select id from stalled) ids
    join employees c on c.id = ids.id
    left join leads l on l.id = ids.id left join overdue o on o.id = ids.id left join stalled t on t.id = ids.id
    order by coalesce(l.leads, 0) desc, c.name`);
  return { range, counselors: rows.rows };
}
