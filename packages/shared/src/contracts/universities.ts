import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import {
  catalogueChoicesSchema,
  universityBodySchema,
  universityFilterSchema,
  universityListSchema,
  universitySchema,
  universitySuggestionQuerySchema,
} from '../website-leads.ts';

const tag = 'universities';

const idParams = z.object({ id: z.string().uuid('Not a university id') });

/** The catalogue: read by anyone (the public course finder and the university filter), edited by Super Admin. */
export const universitiesContracts = {
  list: contract({
    method: 'GET',
    path: '/universities',
    tag,
    summary: 'A page of the university catalogue',
    description:
      'Public (the course finder and the university filter). It answers 10 universities a page, best world rank ' +
      'first, each with its courses, and the total; filtered by the start of the country, a course’s subject ' +
      'anywhere in it, and the start of an intake.',
    query: universityFilterSchema,
    response: envelope(universityListSchema),
  }),
  suggestions: contract({
    method: 'GET',
    path: '/universities/suggestions',
    tag,
    summary: 'Suggestions for the catalogue’s filter',
    description:
      'Public. It answers up to ten distinct countries, course subjects or intakes (`field`) that start with ' +
      '`prefix`, in any case.',
    query: universitySuggestionQuerySchema,
    response: envelope(z.array(z.string())),
  }),
  choices: contract({
    method: 'GET',
    path: '/universities/choices',
    tag,
    summary: 'The catalogue’s countries and intakes',
    description:
      'Public. It answers every country of the catalogue in alphabetical order and every intake its universities ' +
      'open, in calendar order (months from January, then the seasons), for the course finder’s choices.',
    response: envelope(catalogueChoicesSchema),
  }),
  create: contract({
    method: 'POST',
    path: '/universities',
    tag,
    summary: 'Add a university to the catalogue',
    description:
      'Super Admin only. It answers the new university with its courses; a university of the same name in the ' +
      'same country is 409.',
    body: universityBodySchema,
    response: envelope(universitySchema),
    status: 201,
  }),
  update: contract({
    method: 'PUT',
    path: '/universities/:id',
    tag,
    summary: 'Replace a university of the catalogue',
    description:
      'Super Admin only. The university’s fields are replaced; courses with an `_id` are kept and updated, new ' +
      'ones added and missing ones removed, unless visitors applied to them (409). The name and country may not ' +
      'repeat another university’s (409). It answers the university; 404 for an unknown id.',
    params: idParams,
    body: universityBodySchema,
    response: envelope(universitySchema),
  }),
};
