import type { DeclaredRoute } from './auth/access.ts';

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, unknown>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
};

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'One of the codes of `ErrorCode` (packages/shared/src/errors.ts)' },
        message: { type: 'string', description: 'What went wrong, in words a person can act on' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'For a 400: a message per field, by its dotted path',
        },
      },
    },
  },
};

const ERRORS: Record<string, string> = {
  '400': 'The request is not valid: `fields` names each wrong field',
  '401': 'Not signed in: sign in first',
  '403': 'Signed in, but this role may not do this, or the record is not within reach',
  '404': 'No such record',
  '409': 'The record’s state does not allow this (a duplicate, already done, not yet assigned)',
  '413': 'The request or its file is too large',
  '415': 'The file is not an accepted document, or the body is not JSON',
  '429': 'Too many requests from this address: wait and try again',
  '503': 'The database cannot be reached: try again in a moment',
};

const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** What the two public forms of the website send, as examples for whoever integrates them. */
const EXAMPLES: Record<string, unknown> = {
  'post /api/v1/public/enquiry': {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '+8801712345678',
    education: { qualification: 'HSC', total: '5.00', chosenCountries: ['UK', 'Canada'] },
    additional: { address: 'House 12, Road 5, Dhanmondi, Dhaka' },
  },
  'post /api/v1/public/applications': {
    courseId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
    intake: 'September',
    note: 'I would like to start this year.',
  },
};

/**
 * Completes the generated OpenAPI document: the one error shape as a component, and on every operation the error
 * answers it can give (by its access rule, its path parameters and its method), and examples for the public forms.
 */
export function completeOpenApi<D extends object>(openapi: D, routes: DeclaredRoute[]): D {
  const document = openapi as Document;
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'sid',
        description: 'The session that `POST /api/v1/auth/login` starts; the role it works in is part of it',
      },
    },
  };
  document.security = [{ session: [] }];
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const method = route.method.toLowerCase();
    const operation = document.paths?.[path]?.[method];
    if (!operation) continue;
    const codes = ['400', '503'];
    if (route.access.kind !== 'public') codes.push('401', '403');
    else {
      codes.push('429');
      operation.security = []; // no session needed
    }
    if (path.includes('{')) codes.push('404');
    if (method !== 'get') codes.push('409', '413', '415');
    operation.responses ??= {};
    for (const code of codes.sort()) operation.responses[code] ??= answer(ERRORS[code] ?? code);
    const example = EXAMPLES[`${method} ${path}`];
    const json = operation.requestBody?.content?.['application/json'];
    if (example && json) json.example = example;
  }
  return openapi;
}
