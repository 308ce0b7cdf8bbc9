import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.ts';

/**
 * Text PostgreSQL cannot store: U+0000 in any text, and a lone UTF-16 surrogate (`\ud800` without its pair)
 * in JSON columns. A value carrying either would fail in the database as a 500.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What to tell the user about `value`, or undefined when it can be stored. */
export function unstorable(value: string): string | undefined {
  if (value.includes(NUL)) return 'Remove the invisible NUL character';
  if (LONE_SURROGATE.test(value)) return 'Remove the broken character (half of an emoji or symbol)';
  return undefined;
}

/** `value` as it can be stored: without NUL, a lone surrogate shown as the replacement character. */
export const storable = (value: string) => value.replaceAll(NUL, '').replace(/\p{Surrogate}/gu, '\uFFFD');

/** The dotted path of the first string in `value` that cannot be stored, with the reason; or undefined. */
export function findUnstorable(value: unknown, path = ''): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { field: path || 'value', message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findUnstorable(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

export const unstorableRefused = (field: string, message: string) => invalid({ [field]: message });

/** Refuses unstorable text anywhere in the path, query or JSON body, before validation and any SQL. */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorable(value);
      // names a field by its key only when the key is a plain name, never echoing arbitrary input
      if (found) throw unstorableRefused(/^[\w.-]{1,64}$/.test(found.field) ? found.field : where, found.message);
    }
  });
}
