import { envelope } from '@studydesk/shared/api';
import {
  universityBodySchema,
  universityFilterSchema,
  universityListSchema,
  universitySchema,
  universitySuggestionQuerySchema,
} from '@studydesk/shared/website-leads';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { createUniversity, listUniversities, suggestValues, updateUniversity } from './universities.service.ts';

const tags = ['universities'];
const idParams = z.object({ id: z.string().uuid('Not a university id') });

/** The catalogue: read by anyone (the public course finder and the university filter), edited by Super Admin. */
export const universitiesRoutes: AppRoutes = async (app, { db }) => {
  app.get(
    '/universities',
    {
      config: { access: access.public() },
      schema: { tags, querystring: universityFilterSchema, response: { 200: envelope(universityListSchema) } },
    },
    async (request) => ({ data: await listUniversities(db, request.query) }),
  );

  app.get(
    '/universities/suggestions',
    {
      config: { access: access.public() },
      schema: { tags, querystring: universitySuggestionQuerySchema, response: { 200: envelope(z.array(z.string())) } },
    },
    async (request) => ({ data: await suggestValues(db, request.query.field, request.query.prefix) }),
  );

  app.post(
    '/universities',
    {
      config: { access: access.roles(['Super Admin']) },
      schema: { tags, body: universityBodySchema, response: { 201: envelope(universitySchema) } },
    },
    async (request, reply) => reply.status(201).send({ data: await createUniversity(db, request.body) }),
  );

  app.put(
    '/universities/:id',
    {
      config: { access: access.roles(['Super Admin']) },
      schema: { tags, params: idParams, body: universityBodySchema, response: { 200: envelope(universitySchema) } },
    },
    async (request) => ({ data: await updateUniversity(db, request.params.id, request.body) }),
  );
};
