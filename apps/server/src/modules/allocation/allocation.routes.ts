import { allocationContracts as allocation } from '@studydesk/shared/contracts/allocation';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { listAbsences, markAway, removeAbsence } from './allocation.service.ts';

/** Times away (issue #15); the automatic assignment itself runs in the registration (students.service.ts). */
export const allocationRoutes: AppRoutes = async (app, { db }) => {
  const superAdmin = access.roles(['Super Admin']);
  route(app, allocation.absences, { access: superAdmin }, async (request) => ({
    data: await listAbsences(db, request.params.id),
  }));
  route(app, allocation.markAway, { access: superAdmin }, async (request) => ({
    data: await markAway(db, request.params.id, request.body, actorOf(request)),
  }));
  route(app, allocation.removeAbsence, { access: superAdmin }, async (request) => {
    await removeAbsence(db, request.params.absenceId, actorOf(request));
    return { data: null };
  });
};
