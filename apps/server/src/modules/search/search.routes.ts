import { searchContracts } from '@studydesk/shared/contracts/search';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { possibleMatches } from './possible-matches.ts';
import { search } from './search.service.ts';

/** The top bar's search (issue 19): anyone signed in, each kind of result by what the role may open. */
export const searchRoutes: AppRoutes = async (app, { db }) => {
  route(app, searchContracts.search, { access: access.signedIn() }, async (request) => ({
    data: await search(db, actorOf(request), request.query.q),
  }));

  // Those who register students (and Super Admin, who converts website leads) see who may already be one.
  route(
    app,
    searchContracts.possibleMatches,
    { access: access.roles(['Super Admin', 'receptionist']) },
    async (request) => ({
      data: await possibleMatches(db, request.query),
    }),
  );
};
