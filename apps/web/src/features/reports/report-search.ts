import { officeToday } from '@studydesk/shared/dates';
import {
  FUNNEL_GROUPS,
  type FunnelGroup,
  LEAD_INTERVALS,
  type LeadInterval,
  REPORT_SOURCES,
  type ReportFilter,
  type ReportRange,
} from '@studydesk/shared/reports';
import type { Role } from '@studydesk/shared/roles';

export const REPORT_TABS = ['funnel', 'stages', 'leads', 'counselors', 'money'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/**
 * The tabs a role reads: Super Admin all; the desks theirs over their own students, not the office's money; Accounts
 * the money only (the server refuses each the others).
 */
export function reportTabsOf(role: Role): readonly ReportTab[] {
  if (role === 'Super Admin') return REPORT_TABS;
  if (role === 'Accounts') return ['money'];
  return REPORT_TABS.filter((tab) => tab !== 'money');
}

export const PERIODS = ['this-week', 'this-month', 'last-month', 'this-year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

/** Everything the reports page keeps in its address, so a view can be bookmarked and sent. */
export interface ReportView {
  tab: ReportTab;
  period: Period;
  range: ReportRange;
  filter: ReportFilter;
  groupBy: FunnelGroup;
  interval: LeadInterval;
  /** The printable month's summary instead of the tabs. */
  print: boolean;
}

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The office days a named period covers on `today` (weeks start on Monday). */
export function periodRange(period: Exclude<Period, 'custom'>, today: string): ReportRange {
  const date = utc(today);
  const [y, m] = [date.getUTCFullYear(), date.getUTCMonth()];
  switch (period) {
    case 'this-week':
      return { from: dayOf(new Date(Date.UTC(y, m, date.getUTCDate() - ((date.getUTCDay() + 6) % 7)))), to: today };
    case 'this-month':
      return { from: dayOf(new Date(Date.UTC(y, m, 1))), to: today };
    case 'last-month':
      return { from: dayOf(new Date(Date.UTC(y, m - 1, 1))), to: dayOf(new Date(Date.UTC(y, m, 0))) };
    case 'this-year':
      return { from: `${y}-01-01`, to: today };
  }
}

/** The view an address asks for; anything missing or unknown takes its default (this month, the funnel). */
export function readView(search: URLSearchParams, today = officeToday()): ReportView {
  const period = pick(PERIODS, search.get('period'), 'this-month');
  const custom = { from: search.get('from') ?? today, to: search.get('to') ?? today };
  return {
    tab: pick(REPORT_TABS, search.get('tab'), 'funnel'),
    period,
    range: period === 'custom' ? custom : periodRange(period, today),
    filter: {
      counselor: search.get('counselor') || undefined,
      source: REPORT_SOURCES.find((source) => source === search.get('source')),
      country: search.get('country') || undefined,
      intake: search.get('intake') || undefined,
    },
    groupBy: pick(FUNNEL_GROUPS, search.get('groupBy'), 'counselor'),
    interval: pick(LEAD_INTERVALS, search.get('interval'), 'day'),
    print: search.get('view') === 'print',
  };
}

/** The address of a view: only what differs from the defaults, custom dates only for a custom range. */
export function writeView(view: ReportView): Record<string, string | undefined> {
  const custom = view.period === 'custom';
  return {
    tab: view.tab === 'funnel' ? undefined : view.tab,
    period: view.period === 'this-month' ? undefined : view.period,
    from: custom ? view.range.from : undefined,
    to: custom ? view.range.to : undefined,
    ...view.filter,
    groupBy: view.groupBy === 'counselor' ? undefined : view.groupBy,
    interval: view.interval === 'day' ? undefined : view.interval,
    view: view.print ? 'print' : undefined,
  };
}

/** What the API is asked: the range and the filters. */
export const queryOf = (view: ReportView): ReportFilter => ({ ...view.range, ...view.filter });
