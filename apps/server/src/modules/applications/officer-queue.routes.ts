import { officerQueueContracts as queue } from '@studydesk/shared/contracts/officer-queue';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { employeeUuid, ownEmployeeId } from '../students/students.access.ts';
import { officerQueueOptions, officerQueuePage, officerQueueXlsx } from './officer-queue.service.ts';

/** The officer named in the path: the caller themself, or (Super Admin) anyone's id; 404 when nobody has it. */
async function officerOf(db: Db, request: FastifyRequest) {
  const actor = actorOf(request);
  const { employee_id } = queue.list.params.parse(request.params);
  return employee_id === actor.employeeId ? actor.id : employeeUuid(db, request);
}

/** The admin Officer's queue (issue 22): search, filters, sorting and download, paged on the server. */
export const officerQueueRoutes: AppRoutes = async (app, { db }) => {
  const own = access.roles(['Super Admin', 'admin Officer'], ownEmployeeId);

  route(app, queue.list, { access: own }, async (request) =>
    officerQueuePage(db, await officerOf(db, request), request.query),
  );

  route(app, queue.options, { access: own }, async (request) => ({
    data: await officerQueueOptions(db, await officerOf(db, request), request.query.status),
  }));

  route(app, queue.download, { access: own }, async (request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="data.xlsx"')
      .send(officerQueueXlsx(db, await officerOf(db, request), request.query)),
  );
};
