import { commissionContracts as commission } from '@studydesk/shared/contracts/commission';
import { access } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { commissionList } from './commission.service.ts';
import { commissionXlsx } from './commission-export.ts';

const superAdmin = access.roles(['Super Admin']);

/** The B2B commission list of Super Admin and its download. */
export const commissionRoutes: AppRoutes = async (app, { db }) => {
  route(app, commission.list, { access: superAdmin }, async (request) => ({
    data: await commissionList(db, request.query),
  }));

  route(app, commission.download, { access: superAdmin }, async (request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="data.xlsx"')
      .send(await commissionXlsx(await commissionList(db, request.query))),
  );
};
