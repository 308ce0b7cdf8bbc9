import type { ErrorBody } from '@studydesk/shared/errors';
import type { z } from 'zod';

export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 8000;
export const TIMEOUT_MESSAGE = 'The server did not answer within 8 seconds. Check your connection and try again.';
export const NETWORK_MESSAGE = 'The server cannot be reached. Check your connection and try again.';

/** Every failed call, decoded from the server's one error shape `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the `data` of the answer at run time; without it the caller's type is trusted. */
  schema?: z.ZodType<T>;
  /**
   * Like `schema`, but imported when the answer arrives: the sign-in page checks its answers this way, so that
   * zod (about 25 KB gzipped) is not part of what it loads before anyone signs in.
   */
  lazySchema?: () => Promise<z.ZodType<T>>;
  /** The caller's cancellation (TanStack Query passes one); the timeout applies on top of it. */
  signal?: AbortSignal;
  /** Statuses whose body is still a `{ data }` envelope, such as 503 from GET /health. */
  dataStatuses?: number[];
  timeoutMs?: number;
  /** Answer the whole body (e.g. `{ data, page }` of paged lists) instead of its `data`; `schema` then checks the body. */
  wholeBody?: boolean;
}

/** The answer's body as JSON; undefined when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Also used by api/upload.ts, whose XMLHttpRequest answers carry the same error shape. */
export function decodeError(status: number, body: unknown): ApiError {
  const error = errorOf(body);
  if (error) return new ApiError(status, error.code, error.message, error.fields);
  return new ApiError(status, `HTTP_${status}`, `The server answered with an unexpected error (${status}).`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The check of `errorBodySchema` (shared/errors.ts) by hand: this file is part of the first download, and zod
 * would add about 25 KB to what the sign-in page loads.
 */
function errorOf(body: unknown): ErrorBody['error'] | null {
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const { fields } = error;
  if (fields === undefined) return { code: error.code, message: error.message };
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === 'string')) return null;
  return { code: error.code, message: error.message, fields: fields as Record<string, string> };
}

export interface ExchangeOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser then sets the type with its boundary). */
  body?: unknown;
  /** The caller's cancellation; the time limit applies on top of it. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The message of the ApiError when the time limit is reached. */
  timeoutMessage?: string;
  /** The answer's type asked for; JSON unless a file is fetched. */
  accept?: string;
}

/**
 * One call to the API as every call makes it (JSON requests here, file downloads in api/download.ts): with the
 * session cookie, the caller's cancellation and a time limit that also covers reading the answer with `read`.
 * A timeout or an unreachable server becomes an ApiError; the status is left to the caller.
 */
export async function exchange<R>(
  path: string,
  options: ExchangeOptions,
  read: (response: Response) => Promise<R>,
): Promise<{ response: Response; answer: R }> {
  const {
    method = 'GET',
    body,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    timeoutMessage = TIMEOUT_MESSAGE,
    accept = 'application/json',
  } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const multipart = body instanceof FormData;
    const headers: Record<string, string> = { accept };
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    return { response, answer: await read(response) };
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', timeoutMessage);
    // A cancellation asked for by the caller is passed on untouched so TanStack Query can recognise it.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method, body, schema, lazySchema, signal, dataStatuses = [], timeoutMs, wholeBody = false } = options;
  const { response, answer: json } = await exchange(path, { method, body, signal, timeoutMs }, readJson);
  if (!response.ok && !dataStatuses.includes(response.status)) throw decodeError(response.status, json);
  const data = wholeBody ? json : (json as { data?: unknown } | undefined)?.data;
  let check = schema;
  if (!check && lazySchema) {
    try {
      check = await lazySchema();
    } catch {
      throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
    }
  }
  if (!check) return data as T;
  const checked = check.safeParse(data);
  if (!checked.success) {
    throw new ApiError(response.status, 'BAD_ANSWER', 'The server sent an answer this page does not understand.');
  }
  return checked.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
