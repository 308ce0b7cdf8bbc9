import { type ErrorBody, ErrorCode } from '@studydesk/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The status of each error code: decided here, once, never by the code that throws. */
const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  BAD_URL: 400,
  BAD_KEY: 400,
  BAD_MULTIPART: 400,
  EMPTY_FILE: 400,
  ENQUIRY_REFUSED: 400,
  UNAUTHENTICATED: 401,
  WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  NO_ROLE: 403,
  ROLE_NOT_HELD: 403,
  STATUS_NOT_ALLOWED: 403,
  INVALID_LINK: 403,
  NO_ENQUIRY: 403,
  NOT_FOUND: 404,
  NOT_ARCHIVED: 404,
  STUDENT_EXISTS: 409,
  DUPLICATE: 409,
  UNIVERSITY_EXISTS: 409,
  COURSE_IN_USE: 409,
  ALREADY_APPLIED: 409,
  ALREADY_ASSIGNED: 409,
  ALREADY_SET_UP: 409,
  ALREADY_STUDENT: 409,
  ADVICES_EXIST: 409,
  LAST_ROLE: 409,
  SUPER_ADMIN_KEPT: 409,
  ROLE_HELD: 409,
  NOT_ASSIGNED: 409,
  NOT_DUPLICATE: 409,
  SELF: 409,
  STUDENT_CLOSED: 409,
  NO_APPLICATION: 409,
  HANDED_TO_VISA: 409,
  VISA_DECIDED: 409,
  NOT_RETRYABLE: 409,
  IMPORT_STATE: 409,
  IN_USE: 409,
  CHANGED_MEANWHILE: 409,
  ALREADY_VERIFIED: 409,
  NO_FILE: 409,
  ASSIGNEE_UNAVAILABLE: 422,
  OVER_PAYMENT: 422,
  NOT_CLAIMABLE: 422,
  SETTLED: 422,
  REFUND_TOO_LARGE: 422,
  FILE_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  UPLOAD_QUOTA: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
};

/** The one error type of the server (ARCHITECTURE.md convention 5); its status follows from its code. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, 'You do not have access to this.');
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} was not found.`);
/** A 400 with a message per field, shown next to each field by the web's forms. */
export const invalid = (fields: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, 'Some fields are not valid.', fields);

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const CLIENT_MESSAGES: Record<number, string> = {
  413: 'The request is too large.',
  415: 'This type of content is not accepted.',
  429: 'Too many requests. Wait a minute and try again.',
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What pg says, without a code, when a connection breaks or cannot be had in time.
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failure means the database cannot be reached (down, restarting, refusing connections), rather than
 * a fault of the request: network errors, SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down,
 * starting up) and 53300 (too many connections). Drizzle wraps the driver's error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
    // A network failure of the object storage (AWS SDK errors carry `$metadata`) is not the database's.
    if (NETWORK_CODES.has(code) && !('$metadata' in error)) return true;
  }
  if (LOST_CONNECTION.test(error.message)) return true;
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...inner].some((e) => isDatabaseUnavailable(e, depth + 1));
}

/**
 * Whether the database gave up a transaction for another's at the same moment: a deadlock (40P01) or a
 * serialisation failure (40001). The transaction was rolled back whole; asking again is the way on.
 */
export function isCollision(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '40P01' || code === '40001') return true;
  return isCollision(error.cause, depth + 1);
}

export const databaseUnavailable = () =>
  new AppError(ErrorCode.DATABASE_UNAVAILABLE, 'The database is not reachable; try again in a moment.');

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
      return reply.status(400).send(body(ErrorCode.VALIDATION, 'Some fields are not valid.', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message = CLIENT_MESSAGES[status] ?? error.message;
      return reply.status(status).send(body(error.code ?? ErrorCode.BAD_REQUEST, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply.status(503).header('retry-after', '5').send(body(unavailable.code, unavailable.message));
    }
    if (isCollision(error)) {
      request.log.warn({ err: error }, 'transaction given up for another');
      const message = 'Someone changed the same records at the same moment, so nothing was saved. Please try again.';
      return reply.status(409).send(body(ErrorCode.CHANGED_MEANWHILE, message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Failures Fastify answers before any route or error handler runs (a path that is not valid percent-encoding,
 * a parameter over the length limit): the same shape, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? 'The address is too long.' : 'The address is not valid.';
  return reply.status(status).send(body(status === 414 ? ErrorCode.URI_TOO_LONG : ErrorCode.BAD_URL, message));
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return body(ErrorCode.NOT_FOUND, `No such route: ${method} ${url.split('?')[0]}`);
}
