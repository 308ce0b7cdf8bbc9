import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers, worked out once: ours depend on no request (no nonces), and @fastify/helmet built a new
 * helmet and re-read its policy on every request (about 4% of a cheap route's time).
 */
function helmetHeaders() {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // added per request below, only over HTTPS: over plain HTTP on an office network it blanks the page
        'upgrade-insecure-requests': null,
      },
    },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Every answer carries helmet's headers, set as the request arrives so that a route may still replace one. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const policy = reply.getHeader('content-security-policy');
    if (request.protocol === 'https' && typeof policy === 'string' && !policy.includes('sandbox')) {
      reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
    }
    // API answers carry personal data: no browser or proxy keeps a copy.
    if (request.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
