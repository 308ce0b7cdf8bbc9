import { z } from 'zod';
import { isCalendarDate, officeToday } from './dates.ts';

/** Where a lead came from (docs/decisions.md, "Reports"): the rule is one SQL expression on the server. */
export const REPORT_SOURCES = ['walk-in', 'website', 'partner', 'import'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The funnel's steps, in order: a lead, then each status or offer a student reached, counted at its first arrival. */
export const FUNNEL_STEPS = ['leads', 'enrolled', 'application', 'offer', 'visa', 'success'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_GROUPS = ['counselor', 'source', 'country'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];

export const LEAD_INTERVALS = ['day', 'week'] as const;
export type LeadInterval = (typeof LEAD_INTERVALS)[number];

/** The statuses a student waits in: the time-in-stage report's rows. */
export const REPORT_STAGES = ['follow-up', 'enrolled', 'application-processing', 'visa-processing'] as const;

export const REPORTS = ['funnel', 'stages', 'leads', 'counselors', 'money'] as const;
export type ReportName = (typeof REPORTS)[number];

/** The longest range a report covers. */
export const MAX_REPORT_YEARS = 5;

// a month 13 or a day 32 is refused too (a Date of it would throw, a 500)
const isDay = isCalendarDate;
const day = z.string().refine(isDay, 'A date as YYYY-MM-DD');

export interface ReportRange {
  from: string;
  to: string;
}

const addYears = (v: string, years: number) => `${Number(v.slice(0, 4)) + years}${v.slice(4)}`;

/**
 * A report's office days, both included: `to` is today and `from` the first of `to`'s month unless given. Answers
 * the reason instead when `from` is after `to` or the range spans more than five years.
 */
export function reportRange(q: { from?: string; to?: string }, today = officeToday()): ReportRange | string {
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 8)}01`;
  if (from > to) return '`from` must be on or before `to`';
  if (to >= addYears(from, MAX_REPORT_YEARS)) return `A report covers at most ${MAX_REPORT_YEARS} years`;
  return { from, to };
}

const filterFields = z.object({
  from: day.optional(),
  to: day.optional(),
  /** A Counselor's uuid: only their students. */
  counselor: z.uuid().optional(),
  source: z.enum(REPORT_SOURCES).optional(),
  /** The destination: the latest application's country, or the country the student chose (any case). */
  country: z.string().trim().min(1).max(100).optional(),
  intake: z.string().trim().min(1).max(50).optional(),
});

/** Both range parameters are named when the range is refused. */
function checkRange(q: { from?: string; to?: string }, ctx: z.core.$RefinementCtx) {
  if (q.from !== undefined && !isDay(q.from)) return;
  if (q.to !== undefined && !isDay(q.to)) return;
  const range = reportRange(q);
  if (typeof range === 'string') {
    for (const key of ['from', 'to']) ctx.addIssue({ code: 'custom', path: [key], message: range });
  }
}

export const reportFilterSchema = filterFields.superRefine(checkRange);
export type ReportFilter = z.infer<typeof filterFields>;

export const funnelQuerySchema = filterFields
  .extend({ groupBy: z.enum(FUNNEL_GROUPS).optional() })
  .superRefine(checkRange);
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const leadsQuerySchema = filterFields
  .extend({ interval: z.enum(LEAD_INTERVALS).default('day') })
  .superRefine(checkRange);
export type LeadsQuery = z.input<typeof leadsQuerySchema>;

export const reportDownloadQuerySchema = filterFields
  .extend({
    report: z.enum(REPORTS),
    groupBy: z.enum(FUNNEL_GROUPS).optional(),
    interval: z.enum(LEAD_INTERVALS).default('day'),
  })
  .superRefine(checkRange);
export type ReportDownloadQuery = z.input<typeof reportDownloadQuerySchema>;

const rangeSchema = z.object({ from: z.string(), to: z.string() });
const count = z.number().int().nonnegative();

export const funnelCountsSchema = z.object({
  leads: count,
  enrolled: count,
  application: count,
  offer: count,
  visa: count,
  success: count,
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

export const funnelReportSchema = z.object({
  range: rangeSchema,
  totals: funnelCountsSchema,
  /** One row per counselor, source or country when `groupBy` is given, largest first. */
  groups: z.array(z.object({ key: z.string(), label: z.string(), counts: funnelCountsSchema })),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** Each step's share of the step before it, in whole percent (null where the step before has none). */
export function conversionOf(counts: FunnelCounts): Record<FunnelStep, number | null> {
  const shares = FUNNEL_STEPS.map((step, i) => {
    const before = i === 0 ? 0 : counts[FUNNEL_STEPS[i - 1] as FunnelStep];
    return [step, before > 0 ? Math.round((counts[step] / before) * 100) : null] as const;
  });
  return Object.fromEntries(shares) as Record<FunnelStep, number | null>;
}

const days = z.number().nullable();

export const stagesReportSchema = z.object({
  range: rangeSchema,
  stages: z.array(
    z.object({
      status: z.enum(REPORT_STAGES),
      /** Stays in the status that ended in the range. */
      stays: count,
      medianDays: days,
      p90Days: days,
      /** Students in the status now with no event for longer than the office's stall days for it. */
      stalled: count,
    }),
  ),
});
export type StagesReport = z.infer<typeof stagesReportSchema>;

export const leadsReportSchema = z.object({
  range: rangeSchema,
  interval: z.enum(LEAD_INTERVALS),
  /** Every day (or week, from its Monday) of the range, zeros included. */
  points: z.array(
    z.object({
      start: z.string(),
      total: count,
      'walk-in': count,
      website: count,
      partner: count,
      import: count,
    }),
  ),
});
export type LeadsReport = z.infer<typeof leadsReportSchema>;

export const counselorsReportSchema = z.object({
  range: rangeSchema,
  counselors: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      /** The students registered in the range, how many of them were ever enrolled, and are a success now. */
      leads: count,
      enrolled: count,
      success: count,
      /** Students whose next step is past due now. */
      overdue: count,
      stalled: count,
      /** From registration to the first advice, over the range's leads that have one. */
      medianDaysToFirstAdvice: days,
    }),
  ),
});
export type CounselorsReport = z.infer<typeof counselorsReportSchema>;

const minor = z.number().int();

/**
 * Money over the range (issue 18): commissions expected by their due month and money received by the month it came
 * in, per currency, each with the month's rate into the office's currency (null when none was entered); and the
 * claims still outstanding now, by university.
 */
export const moneyReportSchema = z.object({
  range: rangeSchema,
  officeCurrency: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      currency: z.string(),
      expectedMinor: minor,
      receivedMinor: minor,
      /** One unit of `currency` in the office's currency that month; 1 for the office's own. */
      rate: z.number().nullable(),
    }),
  ),
  /** Per month, in the office's currency; null where a currency of that month has no rate. */
  totals: z.array(z.object({ month: z.string(), expectedMinor: minor.nullable(), receivedMinor: minor.nullable() })),
  claims: z.array(
    z.object({
      universityName: z.string(),
      currency: z.string(),
      claims: count,
      outstandingMinor: minor,
      /** Of it, on rows past their due date. */
      overdueMinor: minor,
    }),
  ),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
