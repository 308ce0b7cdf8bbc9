import type { Contract } from '@studydesk/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessRule } from './auth/access.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type In<S> = S extends z.ZodType ? z.input<S> : unknown;

/** The request a contract's handler gets: its params, query and body as the schemas checked them. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: Out<C['params']>;
  Querystring: Out<C['query']>;
  Body: Out<C['body']>;
}>;

interface RouteOptions {
  access: AccessRule;
  /** Counted by the client's address, or by `keyGenerator`'s key (a session's, for a guess made from one). */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };
}

type App = FastifyInstance<
  RawServerDefault,
  import('fastify').RawRequestDefaultExpression,
  import('fastify').RawReplyDefaultExpression,
  import('fastify').FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers a contract's route (packages/shared/src/contracts): its method and path, its schemas for validation,
 * answer and OpenAPI, its summary and description, and the access rule every route must declare. The handler
 * answers the body (or sends a file through `reply`).
 */
export function route<C extends Contract>(
  app: App,
  c: C,
  options: RouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<In<C['response']> | FastifyReply>,
) {
  const status = c.status ?? 200;
  app.route({
    method: c.method,
    url: c.path,
    config: { access: options.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    schema: {
      tags: [c.tag],
      summary: c.summary,
      description: c.description,
      ...(c.params ? { params: c.params } : {}),
      ...(c.query ? { querystring: c.query } : {}),
      ...(c.body ? { body: c.body } : {}),
      ...(c.response ? { response: { [status]: c.response } } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as ContractRequest<C>, reply);
      if (answer === reply) return reply;
      return status === 200 ? answer : reply.status(status).send(answer);
    },
  });
}
