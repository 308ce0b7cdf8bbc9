import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses state-changing requests sent by another site (the SameSite cookie is the first line, this the second). */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || !origin) return;
    if (!sameSiteOrigin(origin, request.host)) throw forbidden();
  });
}

/**
 * Whether a request's Origin (absent for same-origin navigations and non-browser clients) is our own host.
 * An Origin that is not a URL ('null' from a sandboxed frame, garbage) counts as foreign, never as an error.
 */
export function sameSiteOrigin(origin: string | undefined, host: string | undefined) {
  if (!origin) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
