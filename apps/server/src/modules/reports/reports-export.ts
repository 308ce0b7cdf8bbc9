import { buffer } from 'node:stream/consumers';
import { majorUnits } from '@studydesk/shared/money';
import {
  type CounselorsReport,
  conversionOf,
  FUNNEL_STEPS,
  type FunnelReport,
  type LeadsReport,
  type MoneyReport,
  REPORT_SOURCES,
  type ReportDownloadQuery,
  reportDownloadQuerySchema,
  type StagesReport,
} from '@studydesk/shared/reports';
import type { Role } from '@studydesk/shared/roles';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/errors.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';
import { funnelReport, leadsReport } from './funnel-report.ts';
import { moneyReport } from './money-report.ts';
import { counselorsReport, stagesReport } from './reports.service.ts';

type FunnelRow = FunnelReport['groups'][number];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

/** Each step's count and its conversion from the step before. */
const FUNNEL_COLUMNS: XlsxColumn<FunnelRow>[] = [
  { header: 'Group', width: 28, value: (r) => r.label },
  ...FUNNEL_STEPS.flatMap((step, i): XlsxColumn<FunnelRow>[] => [
    { header: step[0]?.toUpperCase() + step.slice(1), width: 12, value: (r) => r.counts[step] },
    ...(i > 0
      ? [{ header: `${step} %`, width: 12, value: (r: FunnelRow) => percent(conversionOf(r.counts)[step]) }]
      : []),
  ]),
];

const STAGE_COLUMNS: XlsxColumn<StagesReport['stages'][number]>[] = [
  { header: 'Status', width: 24, value: (r) => r.status },
  { header: 'Stays ended', width: 12, value: (r) => r.stays },
  { header: 'Median days', width: 12, value: (r) => r.medianDays },
  { header: '90th percentile days', width: 20, value: (r) => r.p90Days },
  { header: 'Stalled now', width: 12, value: (r) => r.stalled },
];

const LEAD_COLUMNS: XlsxColumn<LeadsReport['points'][number]>[] = [
  { header: 'From', width: 12, value: (r) => r.start },
  { header: 'Leads', width: 10, value: (r) => r.total },
  ...REPORT_SOURCES.map((source) => ({
    header: source,
    width: 10,
    value: (r: LeadsReport['points'][number]) => r[source],
  })),
];

const COUNSELOR_COLUMNS: XlsxColumn<CounselorsReport['counselors'][number]>[] = [
  { header: 'Counselor', width: 28, value: (r) => r.name },
  { header: 'New students', width: 14, value: (r) => r.leads },
  { header: 'Enrolled', width: 10, value: (r) => r.enrolled },
  { header: 'Conversion', width: 12, value: (r) => (r.leads ? `${Math.round((r.enrolled / r.leads) * 100)}%` : '') },
  { header: 'Success', width: 10, value: (r) => r.success },
  { header: 'Overdue next steps', width: 18, value: (r) => r.overdue },
  { header: 'Stalled now', width: 12, value: (r) => r.stalled },
  { header: 'Median days to first advice', width: 26, value: (r) => r.medianDaysToFirstAdvice },
];

const MONEY_COLUMNS: XlsxColumn<MoneyReport['months'][number]>[] = [
  { header: 'Month', width: 10, value: (r) => r.month },
  { header: 'Currency', width: 10, value: (r) => r.currency },
  // numbers, so the sheet adds them up
  { header: 'Expected', width: 14, value: (r) => majorUnits(r.expectedMinor, r.currency) },
  { header: 'Received', width: 14, value: (r) => majorUnits(r.receivedMinor, r.currency) },
  { header: 'Rate', width: 12, value: (r) => r.rate ?? '' },
];

/** Who reads the money report: the office's owner, and Accounts, who read no other report. */
export const MONEY_READERS: readonly Role[] = ['Super Admin', 'Accounts'];

/** The table of the report asked for, as `data.xlsx` (a few hundred rows at most, so it is sent whole). */
export async function reportXlsx(db: Db, actor: Actor, input: ReportDownloadQuery) {
  const query = reportDownloadQuerySchema.parse(input);
  if (query.report === 'money' ? !MONEY_READERS.includes(actor.role) : actor.role === 'Accounts') throw forbidden();
  switch (query.report) {
    case 'funnel': {
      const report = await funnelReport(db, actor, query);
      const total = { key: '', label: 'All students', counts: report.totals };
      return buffer(xlsxStream('Funnel', FUNNEL_COLUMNS, [total, ...report.groups]));
    }
    case 'stages':
      return buffer(xlsxStream('Time in stage', STAGE_COLUMNS, (await stagesReport(db, actor, query)).stages));
    case 'leads':
      return buffer(xlsxStream('Leads', LEAD_COLUMNS, (await leadsReport(db, actor, query)).points));
    case 'counselors':
      return buffer(xlsxStream('Counselors', COUNSELOR_COLUMNS, (await counselorsReport(db, actor, query)).counselors));
    case 'money':
      return buffer(xlsxStream('Money', MONEY_COLUMNS, (await moneyReport(db, query)).months));
  }
}
