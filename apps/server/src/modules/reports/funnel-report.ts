import {
  FUNNEL_STEPS,
  type FunnelCounts,
  type FunnelGroup,
  type FunnelReport,
  type LeadInterval,
  type LeadsReport,
  type ReportFilter,
} from '@studydesk/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { type ReportScope, reportScope, reportStatement } from './report-scope.ts';
import { dayIn, periodSign, periodsOf, rangeOf, rollupOf, STEP_DAYS, scopedStudents } from './reports.queries.ts';

/** Each group's key and label: counselor uuid and name, source, or destination country (any case). */
const GROUPS: Record<FunnelGroup, { column: string; label: SQL; join: SQL }> = {
  counselor: {
    column: 'counselor_id',
    label: sql`coalesce(c.name, 'No counselor')`,
    join: sql`left join employees c on c.id = g.key::uuid`,
  },
  source: { column: 'source', label: sql`g.key`, join: sql`` },
  country: {
    column: 'country',
    label: sql`coalesce(k.label, 'Not chosen')`,
    join: sql`left join report_countries k on k.key = g.key`,
  },
};

type StepRow = { key: string | null; label: string; step: number; n: number };

/**
 * Students counted at each step per group, `(key, step, n)`: from the funnel counts where a grouping set holds
 * the question (a few hundred rows a year), else from the facts of the students in reach.
 */
export function stepCounts(scope: ReportScope, groupBy: FunnelGroup | null): SQL {
  const rollup = rollupOf(scope, groupBy ? [groupBy] : []);
  const column = groupBy && sql.raw(GROUPS[groupBy].column);
  if (rollup) {
    return sql`select ${column ? sql`r.${column}::text` : sql`null::text`} as key, r.step, sum(r.n * ${periodSign(scope)})::int as n
      from report_funnel_counts r where ${rollup} and ${periodsOf(scope)} group by 1, 2`;
  }
  const key = !column ? sql`null::text` : groupBy === 'country' ? sql`lower(s.country)` : sql`s.${column}::text`;
  const steps = STEP_DAYS.map((day, step) => sql`(${step}::int, ${dayIn(sql.raw(`s.${day}`), scope)})`);
  return sql`select ${key} as key, x.step, count(*)::int as n from ${scopedStudents(scope)} s
    cross join lateral (values ${sql.join(steps, sql`, `)}) x(step, counted) where x.counted group by 1, 2`;
}

const funnelRows = reportStatement<StepRow, FunnelGroup | null>((scope, groupBy) => {
  const group = groupBy ? GROUPS[groupBy] : { label: sql`''`, join: sql`` };
  return sql`select g.key, ${group.label} as label, g.step, g.n from (${stepCounts(scope, groupBy)}) g ${group.join}`;
});

/** Leads, and the students first reaching each step in the range (docs/decisions.md); one statement. */
export async function funnelReport(
  db: Db,
  actor: Actor,
  filter: ReportFilter & { groupBy?: FunnelGroup },
): Promise<FunnelReport> {
  const range = rangeOf(filter);
  const rows = await funnelRows(db, reportScope(actor, filter, range), filter.groupBy ?? null);
  const groups = new Map<string, { key: string; label: string; counts: FunnelCounts }>();
  const totals = countsOf();
  for (const row of rows) {
    const key = row.key ?? '';
    const entry = groups.get(key) ?? { key, label: row.label, counts: countsOf() };
    groups.set(key, entry);
    const step = FUNNEL_STEPS[row.step] as keyof FunnelCounts;
    entry.counts[step] += row.n;
    totals[step] += row.n;
  }
  return {
    range,
    totals,
    groups: filter.groupBy
      ? [...groups.values()]
          .filter((g) => Object.values(g.counts).some((n) => n > 0))
          .sort(
            (a, b) =>
              b.counts.leads - a.counts.leads ||
              b.counts.enrolled - a.counts.enrolled ||
              a.label.localeCompare(b.label),
          )
      : [],
  };
}

const countsOf = () => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as FunnelCounts;

const leadRows = reportStatement<LeadsReport['points'][number], LeadInterval>((scope, interval) => {
  const unit = sql.raw(interval === 'week' ? `'week'` : `'day'`);
  const rollup = rollupOf(scope, ['source']);
  const leads = rollup
    ? sql`select date_trunc(${unit}, r.period)::date as start, r.source, r.n from report_funnel_counts r
        where ${rollup} and r.grain = 'day' and r.step = 0 and ${dayIn(sql`r.period`, scope)}`
    : sql`select date_trunc(${unit}, s.lead_on)::date as start, s.source, 1 as n
        from ${scopedStudents(scope)} s where ${dayIn(sql`s.lead_on`, scope)}`;
  const bySource = (source: string) => sql`coalesce(sum(l.n) filter (where l.source = ${source}), 0)::int`;
  return sql`
    select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(sum(l.n), 0)::int as total,
      ${bySource('walk-in')} as "walk-in", ${bySource('website')} as website,
      ${bySource('partner')} as partner, ${bySource('import')} as import
    from generate_series(date_trunc(${unit}, ${scope.from}::date), ${scope.to}::date,
      ${sql.raw(interval === 'week' ? `interval '1 week'` : `interval '1 day'`)}) b(start)
    left join (${leads}) l on l.start = b.start::date
    group by b.start order by b.start`;
});

/** Leads per office day or week (from its Monday), per source, zeros included; one statement. */
export async function leadsReport(
  db: Db,
  actor: Actor,
  filter: ReportFilter & { interval: LeadInterval },
): Promise<LeadsReport> {
  const range = rangeOf(filter);
  const points = await leadRows(db, reportScope(actor, filter, range), filter.interval);
  return { range, interval: filter.interval, points };
}
