import type { ErrorBody } from '@studydesk/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type of the server (ARCHITECTURE.md convention 5). */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = () => new AppError('FORBIDDEN', 403, 'You do not have access to this.');
export const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} was not found.`);

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const CLIENT_MESSAGES: Record<number, string> = {
  413: 'The request is too large.',
  415: 'This type of content is not accepted.',
  429: 'Too many requests. Wait a minute and try again.',
};

/** Turns every failure into `{ error: { code, message, fields? } }`; unexpected errors never leak details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || error.validationContext || 'body'] ??= issue.message ?? 'Not valid';
      }
      return reply.status(400).send(body('VALIDATION', 'Some fields are not valid.', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message = CLIENT_MESSAGES[status] ?? error.message;
      return reply.status(status).send(body(error.code ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return body('NOT_FOUND', `No such route: ${method} ${url.split('?')[0]}`);
}
