import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

// pino-pretty (about 12 ms to load) is loaded only when a terminal will read the lines.
const loadPretty = () => createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');

export const REDACTED = '[redacted]';

/** Query parameters that carry a credential: the public upload link's `t`, and the usual names of tokens. */
const SECRET_PARAMS = new Set(['t', 'token', 'code', 'key']);
/** The same parameters inside any text (an error's message or stack that quotes a URL). */
const SECRET_PARAM_IN_TEXT = /([?&](?:t|token|code|key)=)[^&#\s"'<>]*/gi;

function isSecretParam(rawName: string) {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    // A name that is not valid percent-encoding is compared as it is.
  }
  return SECRET_PARAMS.has(name.trim().toLowerCase());
}

/** A URL as it may be logged: the value of every credential-carrying query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq !== -1 && isSecretParam(pair.slice(0, eq)) ? `${pair.slice(0, eq + 1)}${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

const redactText = (text: string) => text.replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`);

/** Every string of a serialized error (message, stack, url, causes) with credential parameters redacted. */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = redactStrings(item, depth + 1);
  return copy;
}

/** What a Fastify request (or a plain Node request) offers the log. */
interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/**
 * A request in the log: method, URL (credentials redacted) and the client's address. Never the headers (they
 * carry the session cookie), the body or the query parsed apart.
 */
export function serializeRequest(value: unknown) {
  const req = (value ?? {}) as RequestLike;
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

export function serializeError(value: unknown) {
  return value instanceof Error ? redactStrings(pino.stdSerializers.err(value)) : redactStrings(value);
}

/** Where log lines go: anything with a `write(line)`, such as process.stdout or a test's collector. */
export interface LogDestination {
  write(line: string): unknown;
}

export interface LoggerOptions {
  /** Readable lines instead of JSON; by default when stdout is a terminal. */
  pretty?: boolean;
  /** Where the lines go (tests); standard output by default. */
  destination?: LogDestination;
}

/**
 * Turns pino's JSON lines into readable ones as they are written, in this thread: nothing is lost when the
 * process exits right after logging (a failed start), and no worker thread is needed.
 */
function prettyStream(destination: LogDestination, colorize: boolean): DestinationStream {
  const format = loadPretty().prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { write: (line: string) => destination.write(format(line)) };
}

/**
 * The process's logger: one JSON object a line, or readable lines in a terminal. Requests are logged without
 * headers, bodies or credentials (see serializeRequest); any header object logged by mistake loses its cookie
 * and authorization.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  { pretty = Boolean(process.stdout.isTTY), destination }: LoggerOptions = {},
): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: ['headers.cookie', 'headers.authorization', '*.headers.cookie', '*.headers.authorization'],
      censor: REDACTED,
    },
    hooks: {
      // The message too: Fastify's default error handler logs an error's message as it is.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    formatters: {
      log: (object) => (typeof object.url === 'string' ? { ...object, url: redactUrl(object.url) } : object),
    },
  };
  if (pretty) {
    const out = destination ?? process.stdout;
    return pino(options, prettyStream(out, out === process.stdout && loadPretty().isColorSupported));
  }
  return destination ? pino(options, destination) : pino(options);
}
