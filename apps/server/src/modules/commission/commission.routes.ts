import { envelope } from '@studydesk/shared/api';
import { commissionRowSchema } from '@studydesk/shared/applications';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { commissionList } from './commission.service.ts';
import { commissionXlsx } from './commission-export.ts';

const tags = ['commission'];
const commissionQuery = z.object({ b2b: z.string().max(120).optional(), intake: z.string().max(50).optional() });
const superAdmin = access.roles(['Super Admin']);

/** The B2B commission list of Super Admin and its download. */
export const commissionRoutes: AppRoutes = async (app, { db }) => {
  app.get(
    '/super-admin/get-commission-list',
    {
      config: { access: superAdmin },
      schema: { tags, querystring: commissionQuery, response: { 200: envelope(z.array(commissionRowSchema)) } },
    },
    async (request) => ({ data: await commissionList(db, request.query) }),
  );

  app.get(
    '/super-admin/download-commission-list',
    { config: { access: superAdmin }, schema: { tags, querystring: commissionQuery } },
    async (request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="data.xlsx"')
        .send(await commissionXlsx(await commissionList(db, request.query))),
  );
};
