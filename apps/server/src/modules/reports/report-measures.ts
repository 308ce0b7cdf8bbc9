import { REPORT_STAGES, type ReportFilter } from '@studydesk/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { OFFICE_TZ, officeHour, officeMinute } from '../../db/office-time.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { stallCutoff } from '../tasks/follow-up-settings.ts';
import { stalledWhere } from '../tasks/my-day.service.ts';
import { counselorOf, factConditions, rollupOf, scopedStudents } from './reports.queries.ts';

/**
 * The reports' measures (migration 0042: stays, cohorts, first advice, quiet students) as rows
 * `(key, measure, value, grain, period, n)`, keyed by counselor or not at all: from the kept counts where a
 * grouping set holds the question, else from the facts of the students in reach, in both grains so that the same
 * period conditions read either.
 */
export function measureRows(actor: Actor, filter: ReportFilter, byCounselor: boolean): SQL {
  const rollup = rollupOf(actor, filter, byCounselor ? ['counselor'] : []);
  const key = byCounselor ? sql`counselor_id` : sql`null::uuid`;
  if (rollup) {
    return sql`select ${key} as key, r.measure, r.value, r.grain, r.period, r.n
      from report_measure_counts r where ${rollup}`;
  }
  return sql`select ${key} as key, m.measure, m.value, p.grain, p.period, count(*)::int as n
    from ${scopedStudents(actor, filter)} s
    cross join lateral report_fact_measures(s.lead_on, s.enrolled_on, s.status::text, s.active_on, s.advice_on, s.stays) m
    cross join lateral (values ('day', m.day), ('month', date_trunc('month', m.day)::date)) p(grain, period)
    group by 1, 2, 3, 4, 5`;
}

/**
 * Per key and measure of histogram rows `(key, measure, value, n)`: how many (`count`), and the median and 90th
 * percentile of the values (`median`, `p90`, to one decimal), interpolated as percentile_cont does.
 */
export function percentilesOf(rows: SQL): SQL {
  const at = (p: string) => {
    const position = sql.raw(`${p} * (c.total - 1)`);
    const nth = (index: SQL) => sql`min(c.value) filter (where c.upto > ${index}(${position}))`;
    const fraction = sql.raw(`max(${p} * (c.total - 1) - floor(${p} * (c.total - 1)))`);
    return sql`round((${nth(sql`floor`)} + (${nth(sql`ceil`)} - ${nth(sql`floor`)}) * ${fraction})::numeric, 1)::float8`;
  };
  return sql`select c.key, c.measure, max(c.total)::int as count, ${at('0.5')} as median, ${at('0.9')} as p90
    from (select h.key, h.measure, h.value, sum(h.n) over (partition by h.key, h.measure order by h.value) as upto,
        sum(h.n) over (partition by h.key, h.measure) as total
      from (select x.key, x.measure, x.value, sum(x.n) as n from (${rows}) x group by 1, 2, 3 having sum(x.n) > 0) h) c
    group by 1, 2`;
}

/** The stages that stall, as a text array. */
export const STAGES = sql`array[${sql.join(
  REPORT_STAGES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[]`;

/**
 * The students stalled now `(key, status, n)`: quiet longer than their status allows (My Day's rule). From the kept
 * counts: the students whose last activity fell before the cutoff's hour (by the month, the day, then the hours of
 * the cutoff's day; by source or country, whose hours are not kept, before the cutoff's day), and that hour's (day's)
 * own students read exactly, on the smaller side of the cutoff (`late`: past its middle, the students active from the
 * cutoff to its end are taken from its kept count; the cutoff is now less whole days, so its time of day is now's);
 * from the facts where the counts cannot answer (an intake, an admin Officer's or the visa team's).
 */
export function stalledNow(actor: Actor, filter: ReportFilter, byCounselor: boolean, late?: boolean): SQL {
  const key = byCounselor ? sql`s.counselor_id` : sql`null::uuid`;
  if (!rollupOf(actor, filter)) {
    return sql`select ${key} as key, s.status::text as status, count(*)::int as n
      from ${scopedStudents(actor, filter)} s where ${stalledWhere()} group by 1, 2`;
  }
  // The hours are kept for the office and each counselor (migration 0055), not by source or country.
  const bucket = filter.source || filter.country ? 'day' : 'hour';
  const past = late ?? (bucket === 'hour' ? officeMinute() >= 30 : officeHour() >= 12);
  // The cutoff's own hour (day), from the students' activity indexes; the facts only for a source or a country.
  const counselor = counselorOf(actor, filter);
  const facts = factConditions(filter);
  const narrowed = [
    counselor ? sql`s.counselor_id = ${counselor}` : sql`true`,
    facts.length
      ? sql`exists (select 1 from report_facts f where f.student_id = s.id and ${sql.join(facts, sql` and `)})`
      : sql`true`,
  ];
  // Each status's cutoff and its bounds, worked out once per statement from the office's stall days.
  const bounds = sql`bounds as materialized (
    select c.status, c.at as cutoff, c.local::date as day, date_trunc('month', c.local)::date as month,
      extract(hour from c.local)::int as hour,
      date_trunc(${sql.raw(`'${bucket}'`)}, c.local) at time zone ${OFFICE_TZ} as start
    from (select x.status, x.at, x.at at time zone ${OFFICE_TZ} as local
      from (select st.status, ${stallCutoff(sql`st.status`)} as at from unnest(${STAGES}) st(status)) x) c)`;
  const parts = REPORT_STAGES.map((status) => {
    const bound = (name: string) => sql`(select b.${sql.raw(name)} from bounds b where b.status = ${status})`;
    const [cutoff, day, month, start] = [bound('cutoff'), bound('day'), bound('month'), bound('start')];
    // Late in its hour (day), the cutoff's hour (day) is its kept count less the students active from the cutoff on.
    const [upto, sign, from, until] = past
      ? [sql`<=`, sql`-1`, cutoff, sql`(select ${start} + interval ${sql.raw(`'1 ${bucket}'`)})`]
      : [sql`<`, sql`1`, start, cutoff];
    const before =
      bucket === 'hour'
        ? sql`(r.grain = 'day' and r.period >= ${month} and r.period < ${day})
          or (r.grain = 'hour' and r.period = ${day} and r.value ${upto} ${bound('hour')})`
        : sql`(r.grain = 'day' and r.period >= ${month} and r.period ${upto} ${day})`;
    return sql`select r.key, ${status}::text as status, r.n from (${measureRows(actor, filter, byCounselor)}) r
        where r.measure = ${`quiet:${status}`} and ((r.grain = 'month' and r.period < ${month}) or ${before})
      union all
      select ${key}, ${status}::text, ${sign} * count(*)::int from students s
      where s.archived_at is null and ${sql.join(narrowed, sql` and `)} and s.status = ${status}
        and s.last_activity_at >= ${from} and s.last_activity_at < ${until}
      group by 1`;
  });
  return sql`with ${bounds} select x.key, x.status, sum(x.n)::int as n from (${sql.join(parts, sql` union all `)}) x
    group by 1, 2 having sum(x.n) > 0`;
}
