import { type SQL, sql } from 'drizzle-orm';
import { OFFICE_TZ, officeHour } from '../../db/office-time.ts';
import {
  betweenTheCutoffs,
  STAGES,
  sinceTheMark,
  stallBounds,
  stallCutoff,
  stalledWhere,
} from '../tasks/follow-up-settings.ts';
import type { ReportScope } from './report-scope.ts';
import { counselorOf, factConditions, rollupOf, scopedStudents } from './reports.queries.ts';

/**
 * The reports' measures (migration 0042: stays, cohorts, first advice, quiet students) as rows
 * `(key, measure, value, grain, period, n)`, keyed by counselor or not at all: from the kept counts where a
 * grouping set holds the question, else from the facts of the students in reach, in both grains so that the same
 * period conditions read either.
 */
export function measureRows(scope: ReportScope, byCounselor: boolean): SQL {
  const rollup = rollupOf(scope, byCounselor ? ['counselor'] : []);
  const key = byCounselor ? sql`counselor_id` : sql`null::uuid`;
  if (rollup) {
    return sql`select ${key} as key, r.measure, r.value, r.grain, r.period, r.n
      from report_measure_counts r where ${rollup}`;
  }
  return sql`select ${key} as key, m.measure, m.value, p.grain, p.period, count(*)::int as n
    from ${scopedStudents(scope)} s
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

/** Whether the office's day is past its middle: the stalled students by a source or a country then read the cutoff's
 * day from its end. */
export const lateInTheDay = () => officeHour() >= 12;

/**
 * The students stalled now `(key, status, n)`: quiet longer than their status allows (My Day's rule). For the office
 * and by counselor, the counts kept at the stall mark (migration 0062) and the students whose cutoff lies between the
 * mark's and now's, read from the students' activity index (an hour of activity when the queue keeps the mark, and
 * taken off when now's cutoff is the earlier); by source or country, whose stalled students are not kept, from the
 * quiet students kept by the day (`stalledByTheDay`); from the facts where the counts cannot answer (an intake, an
 * admin Officer's or the visa team's).
 */
export function stalledNow(scope: ReportScope, byCounselor: boolean, late: boolean): SQL {
  const key = byCounselor ? sql`s.counselor_id` : sql`null::uuid`;
  if (!rollupOf(scope)) {
    return sql`select ${key} as key, s.status::text as status, count(*)::int as n
      from ${scopedStudents(scope)} s where ${stalledWhere()} group by 1, 2`;
  }
  if (scope.source || scope.country) return stalledByTheDay(scope, byCounselor, late);
  const counselor = counselorOf(scope);
  const theirs = (column: SQL) => (counselor ? sql`${column} = ${counselor}` : sql`true`);
  return sql`with bounds as materialized (${stallBounds})
    select x.key, x.status, sum(x.n)::int as n from (
      select ${byCounselor ? sql`k.counselor_id` : sql`null::uuid`} as key, k.status, k.n
      from stalled_counts k where ${theirs(sql`k.counselor_id`)}
      union all
      select ${key}, b.status, sum(${sinceTheMark})
      from bounds b join students s on ${betweenTheCutoffs}
      where s.archived_at is null and ${theirs(sql`s.counselor_id`)}
      group by 1, 2
    ) x group by 1, 2 having sum(x.n) > 0`;
}

/**
 * The students stalled now by a source or a country: the quiet students kept before the cutoff's day (by the month,
 * then the day), and the cutoff's day read exactly from the students' activity indexes on its smaller side (`late`:
 * past its middle, the students active from the cutoff to its end are taken off its kept count; the cutoff is now
 * less whole days, so its time of day is now's). The reports give `late` as the office's hour (`lateInTheDay`); the
 * tests give both.
 */
function stalledByTheDay(scope: ReportScope, byCounselor: boolean, late: boolean): SQL {
  const key = byCounselor ? sql`s.counselor_id` : sql`null::uuid`;
  const counselor = counselorOf(scope);
  const narrowed = [
    counselor ? sql`s.counselor_id = ${counselor}` : sql`true`,
    sql`exists (select 1 from report_facts f where f.student_id = s.id and ${sql.join(factConditions(scope), sql` and `)})`,
  ];
  // Each status's cutoff, its day and month and the exact range of its day, once per statement.
  const bounds = sql`bounds as materialized (
    select st.status, st.status::student_status as stage, c.day, c.month, c.exact_from, c.exact_until
    from unnest(${STAGES}) st(status)
    cross join lateral (select ${stallCutoff(sql`st.status`)} as at offset 0) a
    cross join lateral (select a.at at time zone ${OFFICE_TZ} as local) l
    cross join lateral (select date_trunc('day', l.local) at time zone ${OFFICE_TZ} as start) t
    cross join lateral (select l.local::date as day, date_trunc('month', l.local)::date as month,
      ${late ? sql`a.at` : sql`t.start`} as exact_from,
      ${late ? sql`t.start + interval '1 day'` : sql`a.at`} as exact_until) c)`;
  const rows = measureRows(scope, byCounselor);
  const range = (where: SQL) =>
    sql`select r.key, r.n from (${rows}) r where r.measure = 'quiet:' || b.status and ${where}`;
  const kept = [
    range(sql`r.grain = 'month' and r.period < b.month`),
    range(sql`r.grain = 'day' and r.period >= b.month and r.period ${late ? sql`<=` : sql`<`} b.day`),
  ];
  // Each status's ranges read once per status (a nested loop over the four bounds), not a part of the statement each.
  return sql`with ${bounds} select x.key, x.status, sum(x.n)::int as n from (
      select k.key, b.status, k.n from bounds b cross join lateral (${sql.join(kept, sql` union all `)}) k
      union all
      select ${key}, b.status, ${late ? sql`-1` : sql`1`} * count(*)::int
      from bounds b join students s on s.status = b.stage
        and s.last_activity_at >= b.exact_from and s.last_activity_at < b.exact_until
      where s.archived_at is null and ${sql.join(narrowed, sql` and `)}
      group by 1, 2
    ) x group by 1, 2 having sum(x.n) > 0`;
}
