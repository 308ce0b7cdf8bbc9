import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses state-changing requests sent by another site (the SameSite cookie is the first line, this the second). */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || !origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (host !== request.host) throw forbidden();
  });
}
