import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../errors.ts';
import { type Actor, findActor, SESSION_COOKIE } from './sessions.ts';

/** Decides whether the actor may touch the record a request names; Super Admin is never scoped. */
export type Scope = (request: FastifyRequest, actor: Actor) => boolean | Promise<boolean>;

/** The access rule every /api/v1 route must declare in `config.access` (ARCHITECTURE.md convention 2). */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in'; scope?: Scope; ownOnly?: boolean }
  | { kind: 'roles'; roles: readonly Role[]; scope?: Scope };

export const access = {
  public: (): AccessRule => ({ kind: 'public' }),
  signedIn: (scope?: Scope): AccessRule => ({ kind: 'signed-in', scope }),
  /** Strictly the caller's own records (their notifications): the scope binds Super Admin too. */
  ownOnly: (scope: Scope): AccessRule => ({ kind: 'signed-in', scope, ownOnly: true }),
  roles: (roles: readonly Role[], scope?: Scope): AccessRule => ({ kind: 'roles', roles, scope }),
};

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its access rule: the permission matrix test walks this list. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** The signed-in actor of a route whose rule requires one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  return request.actor;
}

/**
 * Deny by default: a route under /api/v1 without an access rule stops the server from starting.
 * The session is read from the cookie on every request; roles are checked before the body is parsed,
 * record scopes after validation, so they see typed params.
 */
export function registerAccessControl(app: FastifyInstance, db: Db) {
  app.decorateRequest('actor', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const rule = route.config?.access;
    if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access: rule });
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await findActor(db, token) : null;
    if (rule.kind === 'public') return;
    const actor = actorOf(request);
    if (rule.kind === 'roles' && !rule.roles.includes(actor.role)) throw forbidden();
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'public' || !rule.scope) return;
    const actor = actorOf(request);
    const ownOnly = rule.kind === 'signed-in' && rule.ownOnly;
    if (actor.role === 'Super Admin' && !ownOnly) return;
    if (!(await rule.scope(request, actor))) throw forbidden();
  });
}
