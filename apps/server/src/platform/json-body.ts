import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.ts';

/** Deeper than any body of ours (a form nests three levels): refused before parsing, whose walks would overflow. */
const MAX_DEPTH = 32;

/** How deep objects and arrays nest in a JSON text, ignoring brackets inside strings; stops once past `limit`. */
export function nestingDepth(text: string, limit = MAX_DEPTH) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused), after a check of their nesting: a body
 * nested thousands deep is a 400, not a stack overflow in a recursive walk.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestingDepth(text) > MAX_DEPTH) {
      done(invalid({ body: 'The data is nested too deeply' }), undefined);
      return;
    }
    void parse(request, text, done); // synchronous: it answers through `done`
  });
}
