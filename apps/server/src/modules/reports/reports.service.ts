import type { CounselorsReport, ReportFilter, StagesReport } from '@studydesk/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { OFFICE_DATE, officeDay } from '../../db/office-time.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { STAGES } from '../tasks/follow-up-settings.ts';
import { stepCounts } from './funnel-report.ts';
import { lateInTheDay, measureRows, percentilesOf, stalledNow } from './report-measures.ts';
import { type ReportScope, reportScope, reportStatement } from './report-scope.ts';
import { counselorOf, periodSign, periodsOf, rangeOf, rollupOf, scopedStudents } from './reports.queries.ts';

/**
 * Per status: the stays that ended in the range (how many, median and 90th percentile of their office days) and
 * the students stalled in it now; one statement.
 */
export async function stagesReport(db: Db, actor: Actor, filter: ReportFilter): Promise<StagesReport> {
  const range = rangeOf(filter);
  return { range, stages: await stageRows(db, reportScope(actor, filter, range), lateInTheDay()) };
}

const stageRows = reportStatement<StagesReport['stages'][number], boolean>(
  (scope, late) => sql`
    select st.status, coalesce(x.count, 0) as stays, x.median as "medianDays", x.p90 as "p90Days",
      coalesce(y.n, 0) as stalled
    from unnest(${STAGES}) with ordinality st(status, n)
    left join (${percentilesOf(sql`select r.key, r.measure, r.value, r.n * ${periodSign(scope)} as n
      from (${measureRows(scope, false)}) r where r.measure like 'stay:%' and ${periodsOf(scope)}`)}) x
      on x.measure = 'stay:' || st.status
    left join (${stalledNow(scope, false, late)}) y on y.status = st.status
    order by st.n`,
);

/**
 * Per counselor: the range's leads, how many of them were ever enrolled and are successful now, the median office
 * days to their first advice, and now: overdue next steps and stalled students; one statement.
 */
export async function counselorsReport(db: Db, actor: Actor, filter: ReportFilter): Promise<CounselorsReport> {
  const range = rangeOf(filter);
  return { range, counselors: await counselorRows(db, reportScope(actor, filter, range), lateInTheDay()) };
}

const counselorRows = reportStatement<CounselorsReport['counselors'][number], boolean>((scope, late) => {
  const measures = sql`select r.key, r.measure, r.value, r.n * ${periodSign(scope)} as n
    from (${measureRows(scope, true)}) r
    where r.measure in ('ever-enrolled', 'success-now', 'first-advice') and ${periodsOf(scope)}`;
  return sql`
    with leads as (
      select g.key::uuid as id, g.n as leads from (${stepCounts(scope, 'counselor')}) g
      where g.step = 0
    ), cohort as (
      select p.key as id, max(p.count) filter (where p.measure = 'ever-enrolled') as enrolled,
        max(p.count) filter (where p.measure = 'success-now') as success,
        max(p.median) filter (where p.measure = 'first-advice') as "medianDaysToFirstAdvice"
      from (${percentilesOf(measures)}) p group by 1
    ), overdue as (${overdueNow(scope)}), stalled as (
      select t.key as id, sum(t.n)::int as stalled from (${stalledNow(scope, true, late)}) t group by 1
    )
    select c.id as "_id", c.name, coalesce(l.leads, 0) as leads, coalesce(h.enrolled, 0) as enrolled,
      coalesce(h.success, 0) as success, coalesce(o.overdue, 0) as overdue, coalesce(t.stalled, 0) as stalled,
      h."medianDaysToFirstAdvice"
    from (select id from leads union select id from overdue union select id from stalled) ids
    join employees c on c.id = ids.id
    left join leads l on l.id = ids.id left join cohort h on h.id = ids.id
    left join overdue o on o.id = ids.id left join stalled t on t.id = ids.id
    order by coalesce(l.leads, 0) desc, c.name`;
});

/**
 * Each counselor's overdue next steps `(id, overdue)`: for the office or one counselor, the counts kept by counselor
 * and due day (migration 0061) for the days before today, and the next steps due earlier today from their own index
 * (their student's counselor and activity kept on them, migration 0059); with a source, a country or an intake, or
 * for another desk, from the students in reach and the filter.
 */
function overdueNow(scope: ReportScope) {
  if (rollupOf(scope) && !scope.source && !scope.country) {
    const counselor = counselorOf(scope);
    const theirs = (column: SQL) => (counselor ? sql` and ${column} = ${counselor}` : sql``);
    return sql`select o.id, sum(o.n)::int as overdue from (
        select d.counselor_id as id, d.n from next_action_days d where d.day < ${OFFICE_DATE}${theirs(sql`d.counselor_id`)}
        union all
        select n.counselor_id, count(*) from next_actions n
        where n.active and n.due_at >= ${officeDay(OFFICE_DATE)} and n.due_at < now()${theirs(sql`n.counselor_id`)}
        group by 1
      ) o group by 1`;
  }
  return sql`select s.counselor_id as id, count(*)::int as overdue from next_actions n
    join ${scopedStudents(scope)} s on s.id = n.student_id
    where n.due_at < now() and s.status not in ('success', 'rejected') group by 1`;
}
