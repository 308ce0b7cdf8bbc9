import { reportsContracts as reports } from '@studydesk/shared/contracts/reports';
import type { Role } from '@studydesk/shared/roles';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { funnelReport, leadsReport } from './funnel-report.ts';
import { moneyReport } from './money-report.ts';
import { counselorsReport, stagesReport } from './reports.service.ts';
import { MONEY_READERS, reportXlsx } from './reports-export.ts';

/** Super Admin sees the office; the three desks their own students (the scope is in the SQL, reports.queries.ts). */
const READERS: Role[] = ['Super Admin', 'Counselor', 'admin Officer', 'Admin Office Visa Section'];
const readers = access.roles(READERS);
/** The money report is the office's: Super Admin's, and Accounts' (who see only it). */
const moneyReaders = access.roles(MONEY_READERS);
/** Accounts download the money report's sheet only: reportXlsx refuses them the others. */
const downloaders = access.roles([...READERS, 'Accounts']);

/** The owner's reports (issue 20) and their spreadsheets. */
export const reportsRoutes: AppRoutes = async (app, { db }) => {
  route(app, reports.funnel, { access: readers }, async (request) => ({
    data: await funnelReport(db, actorOf(request), request.query),
  }));
  route(app, reports.stages, { access: readers }, async (request) => ({
    data: await stagesReport(db, actorOf(request), request.query),
  }));
  route(app, reports.leads, { access: readers }, async (request) => ({
    data: await leadsReport(db, actorOf(request), request.query),
  }));
  route(app, reports.counselors, { access: readers }, async (request) => ({
    data: await counselorsReport(db, actorOf(request), request.query),
  }));
  route(app, reports.money, { access: moneyReaders }, async (request) => ({
    data: await moneyReport(db, request.query),
  }));
  route(app, reports.download, { access: downloaders }, async (request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="data.xlsx"')
      .send(await reportXlsx(db, actorOf(request), request.query)),
  );
};
