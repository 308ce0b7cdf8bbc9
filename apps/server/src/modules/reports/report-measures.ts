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
 * counts: for the office and by counselor, all the quiet students (the `all` grain, migration 0058) less those whose
 * last activity came after the cutoff's hour (the months after the cutoff's, the days of its month after its day, the
 * hours of its day after its hour): a few rows since the cutoff, however long the office's history; by source or
 * country, whose hours and whole are not kept, the students quiet before the cutoff's day (by the month, then the
 * day). The cutoff's hour (day) is read exactly from the students' activity indexes, on its smaller side (`late`: past
 * its middle, the students active from the cutoff to its end are taken from its kept count; the cutoff is now less
 * whole days, so its time of day is now's), and so are the hours of its day (`earlyHour`: before 11 o'clock, the
 * cutoff's day less its hours up to the cutoff's); from the facts where the counts cannot answer (an intake, an admin
 * Officer's or the visa team's). `sides` chooses them whatever the time (the tests read both).
 */
export function stalledNow(
  actor: Actor,
  filter: ReportFilter,
  byCounselor: boolean,
  sides: { late?: boolean; earlyHour?: boolean } = {},
): SQL {
  const key = byCounselor ? sql`s.counselor_id` : sql`null::uuid`;
  if (!rollupOf(actor, filter)) {
    return sql`select ${key} as key, s.status::text as status, count(*)::int as n
      from ${scopedStudents(actor, filter)} s where ${stalledWhere()} group by 1, 2`;
  }
  // The hours and the whole are kept for the office and each counselor (migrations 0055, 0058), not by source or
  // country.
  const bucket = filter.source || filter.country ? 'day' : 'hour';
  const past = sides.late ?? (bucket === 'hour' ? officeMinute() >= 30 : officeHour() >= 12);
  const earlyHour = sides.earlyHour ?? officeHour() < 11;
  // The cutoff's day among the days read when its hours are read from its start: less its count, or (early in the
  // month) not added back.
  const dayShift = earlyHour ? sql`` : sql` + 1`;
  // The cutoff's own hour (day), from the students' activity indexes; the facts only for a source or a country.
  const counselor = counselorOf(actor, filter);
  const facts = factConditions(filter);
  const narrowed = [
    counselor ? sql`s.counselor_id = ${counselor}` : sql`true`,
    facts.length
      ? sql`exists (select 1 from report_facts f where f.student_id = s.id and ${sql.join(facts, sql` and `)})`
      : sql`true`,
  ];
  // Each status's cutoff and its bounds, worked out once per statement from the office's stall days; late in its
  // hour (day), the cutoff's hour (day) is its kept count less the students active from the cutoff on. By the hour,
  // the days after the cutoff's in its month are read directly, or (`early` in the month, when those before it are
  // fewer) as its month less the days up to the cutoff's. A step a lateral: the cutoff, its office time, the start of
  // its hour (day), its day, month, hour and exact range, then the side of its month. The cutoff's is kept apart
  // (`offset 0`): pulled up into the others, its read of the stall days ran once for each use (0.47 -> 0.30 ms).
  const [unit, step] = [sql.raw(`'${bucket}'`), sql.raw(`'1 ${bucket}'`)];
  const bounds = sql`bounds as materialized (
    select st.status, st.status::student_status as stage, c.day, c.month, c.next_month, c.hour, c.exact_from,
      c.exact_until, case when e.early then c.month else c.day${dayShift} end as day_from,
      case when e.early then c.day${dayShift} else c.next_month end as day_until,
      case when e.early then c.month else c.next_month end as month_from
    from unnest(${STAGES}) st(status)
    cross join lateral (select ${stallCutoff(sql`st.status`)} as at offset 0) a
    cross join lateral (select a.at at time zone ${OFFICE_TZ} as local) l
    cross join lateral (select date_trunc(${unit}, l.local) at time zone ${OFFICE_TZ} as start) t
    cross join lateral (select l.local::date as day, date_trunc('month', l.local)::date as month,
      (date_trunc('month', l.local) + interval '1 month')::date as next_month, extract(hour from l.local)::int as hour,
      ${past ? sql`a.at` : sql`t.start`} as exact_from, ${past ? sql`t.start + interval ${step}` : sql`a.at`} as exact_until) c
    cross join lateral (select c.day - c.month + 2
      < least(c.next_month, (now() at time zone ${OFFICE_TZ})::date + 1) - c.day - 1 as early) e)`;
  // The kept rows, each a range of the counts' key: by the hour, the whole less what came after the cutoff's hour;
  // by the day, what came before.
  const rows = measureRows(actor, filter, byCounselor);
  const range = (n: SQL, where: SQL) =>
    sql`select r.key, ${n} as n from (${rows}) r where r.measure = 'quiet:' || b.status and ${where}`;
  const kept =
    bucket === 'hour'
      ? [
          range(sql`r.n`, sql`r.grain = 'all'`),
          range(sql`-r.n`, sql`r.grain = 'month' and r.period >= b.month_from`),
          range(
            sql`case when r.period ${earlyHour ? sql`<` : sql`<=`} b.day then r.n else -r.n end`,
            sql`r.grain = 'day' and r.period >= b.day_from and r.period < b.day_until`,
          ),
          earlyHour
            ? range(sql`r.n`, sql`r.grain = 'hour' and r.period = b.day and r.value ${past ? sql`<=` : sql`<`} b.hour`)
            : range(
                sql`-r.n`,
                sql`r.grain = 'hour' and r.period = b.day and r.value ${past ? sql`>` : sql`>=`} b.hour`,
              ),
        ]
      : [
          range(sql`r.n`, sql`r.grain = 'month' and r.period < b.month`),
          range(sql`r.n`, sql`r.grain = 'day' and r.period >= b.month and r.period ${past ? sql`<=` : sql`<`} b.day`),
        ];
  // Each status's ranges read once per status (a nested loop over the four bounds), not a part of the statement each.
  return sql`with ${bounds} select x.key, x.status, sum(x.n)::int as n from (
      select k.key, b.status, k.n from bounds b cross join lateral (${sql.join(kept, sql` union all `)}) k
      union all
      select ${key}, b.status, ${past ? sql`-1` : sql`1`} * count(*)::int
      from bounds b join students s on s.status = b.stage
        and s.last_activity_at >= b.exact_from and s.last_activity_at < b.exact_until
      where s.archived_at is null and ${sql.join(narrowed, sql` and `)}
      group by 1, 2
    ) x group by 1, 2 having sum(x.n) > 0`;
}
