import { mergeContracts } from '@studydesk/shared/contracts/merge';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { mergeStudents } from './merge.service.ts';

/** Merging two registrations of one person (issue 19): Super Admin only. */
export const mergeRoutes: AppRoutes = async (app, { db }) => {
  route(app, mergeContracts.merge, { access: access.roles(['Super Admin']) }, async (request) => ({
    data: await mergeStudents(db, request.body, actorOf(request)),
  }));
};
