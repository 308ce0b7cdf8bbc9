import { type CounselorsReport, REPORT_STAGES, type ReportFilter, type StagesReport } from '@studydesk/shared/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { followUpSettings } from '../tasks/follow-up-settings.ts';
import { stalledWhere } from '../tasks/my-day.service.ts';
import { bounds, dayIn, daysBetween, percentiles, rangeOf, scopedStudents } from './reports.queries.ts';

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
        count(s.enrolled_on)::int as enrolled,
        count(*) filter (where s.status = 'success')::int as success,
        round(percentile_cont(0.5) within group (order by ${daysBetween(sql`a.at`, sql`s.created_at`)})::numeric, 1)::float8
          as "medianDaysToFirstAdvice"
      from ${scopedStudents(actor, filter, dayIn(sql`f.lead_on`, range))} s
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
