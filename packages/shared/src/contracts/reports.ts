import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import {
  counselorsReportSchema,
  funnelQuerySchema,
  funnelReportSchema,
  leadsQuerySchema,
  leadsReportSchema,
  moneyReportSchema,
  reportDownloadQuerySchema,
  reportFilterSchema,
  stagesReportSchema,
} from '../reports.ts';

const tag = 'reports';

const who =
  'Super Admin sees the whole office; a Counselor their own students, an admin Officer the students assigned to ' +
  'them and a visa team member the students handed to them (a Counselor naming another `counselor`: 403). ';
const range =
  '`from` and `to` are office days (YYYY-MM-DD, both included; this month by default); `from` after `to` or a ' +
  'range over five years is a 400 naming them. `counselor` (uuid), `source` (walk-in, website, partner, import), ' +
  '`country` and `intake` narrow it. Counted from the live data: a change made a second ago is in it. ';

/** The owner's reports (issue 20): funnel, time in stage, leads and counselors, and their spreadsheets. */
export const reportsContracts = {
  funnel: contract({
    method: 'GET',
    path: '/reports/funnel',
    tag,
    summary: 'The funnel: leads to visa success',
    description:
      `${who}${range}It answers how many leads were registered in the range and how many students reached ` +
      'enrolled, application, offer, visa and success for the first time in it (reaching a later step counts the ' +
      'earlier ones too), in total and, with `groupBy` (counselor, source or country), per group.',
    query: funnelQuerySchema,
    response: envelope(funnelReportSchema),
  }),
  stages: contract({
    method: 'GET',
    path: '/reports/stages',
    tag,
    summary: 'Time in each stage',
    description:
      `${who}${range}Per status, the median and 90th percentile of the days a student stayed in it (stays ` +
      'that ended in the range), the students in it now and how many of them are stalled now.',
    query: reportFilterSchema,
    response: envelope(stagesReportSchema),
  }),
  leads: contract({
    method: 'GET',
    path: '/reports/leads',
    tag,
    summary: 'Leads per day or week, by source',
    description:
      `${who}${range}It answers the leads registered on each day (\`interval=day\`, the default) or each ` +
      'week from its Monday (`interval=week`) of the range, zeros included, per source.',
    query: leadsQuerySchema,
    response: envelope(leadsReportSchema),
  }),
  counselors: contract({
    method: 'GET',
    path: '/reports/counselors',
    tag,
    summary: 'Counselors compared',
    description:
      `${who}${range}Per counselor: live students now, leads registered in the range and how many of the ` +
      'range’s students were enrolled and reached success, overdue next steps and stalled students now, and the ' +
      'median days from registration to the first advice.',
    query: reportFilterSchema,
    response: envelope(counselorsReportSchema),
  }),
  money: contract({
    method: 'GET',
    path: '/reports/money',
    tag,
    summary: 'Money: expected against received per month, outstanding claims',
    description:
      'Super Admin and Accounts. `from` and `to` as for the other reports (the student filters do not apply). Per ' +
      'month and currency: the commission expected (by due date, written-off rows left out) and the money received ' +
      "(by the day it came in), with the month's rate into the office's currency and the month's totals converted " +
      '(null where a rate is missing); and the claims outstanding now by university.',
    query: reportFilterSchema,
    response: envelope(moneyReportSchema),
  }),
  download: contract({
    method: 'GET',
    path: '/reports/download',
    tag,
    summary: 'Download a report’s table as a spreadsheet',
    description:
      `${who}${range}\`report\` names the table (funnel, stages, leads, counselors or money: Super Admin only), with the funnel's ` +
      "`groupBy` and the leads' `interval`; the answer is the attachment `data.xlsx`.",
    query: reportDownloadQuerySchema,
    kind: 'file',
  }),
};
