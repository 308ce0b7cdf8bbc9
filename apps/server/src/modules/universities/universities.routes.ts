import { universitiesContracts as universities } from '@studydesk/shared/contracts/universities';
import { access } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import {
  catalogueChoices,
  createUniversity,
  listUniversities,
  suggestValues,
  updateUniversity,
} from './universities.service.ts';

/** The catalogue: read by anyone (the public course finder and the university filter), edited by Super Admin. */
export const universitiesRoutes: AppRoutes = async (app, { db }) => {
  route(app, universities.list, { access: access.public() }, async (request) => ({
    data: await listUniversities(db, request.query),
  }));

  route(app, universities.suggestions, { access: access.public() }, async (request) => ({
    data: await suggestValues(db, request.query.field, request.query.prefix),
  }));

  route(app, universities.choices, { access: access.public() }, async () => ({
    data: await catalogueChoices(db),
  }));

  route(app, universities.create, { access: access.roles(['Super Admin']) }, async (request) => ({
    data: await createUniversity(db, request.body),
  }));

  route(app, universities.update, { access: access.roles(['Super Admin']) }, async (request) => ({
    data: await updateUniversity(db, request.params.id, request.body),
  }));
};
