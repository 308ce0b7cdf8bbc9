import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** PostgreSQL cannot store U+0000 in text: a value carrying one would fail in the database as a 500. */
export const NUL_MESSAGE = 'Remove the invisible NUL character';

/** The dotted path of the first string in `value` that holds a NUL character, or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

export const nulRefused = (field: string) =>
  new AppError('VALIDATION', 400, 'Some fields are not valid.', { [field]: NUL_MESSAGE });

/** Refuses a NUL character anywhere in the path, query or JSON body, before validation and any SQL. */
export function refuseNulText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value);
      // names a field by its key only when the key is a plain name, never echoing arbitrary input
      if (field) throw nulRefused(/^[\w.-]{1,64}$/.test(field) ? field : where);
    }
  });
}
