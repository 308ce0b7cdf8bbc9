import { errorBodySchema } from '@studydesk/shared/errors';
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
  /** The caller's cancellation (TanStack Query passes one); the timeout applies on top of it. */
  signal?: AbortSignal;
  /** Statuses whose body is still a `{ data }` envelope, such as 503 from GET /health. */
  dataStatuses?: number[];
  timeoutMs?: number;
  /** Answer the whole body (e.g. `{ data, page }` of paged lists) instead of its `data`; `schema` then checks the body. */
  wholeBody?: boolean;
}

async function readJson(response: Response): Promise<unknown> {
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
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, `HTTP_${status}`, `The server answered with an unexpected error (${status}).`);
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    schema,
    signal,
    dataStatuses = [],
    timeoutMs = REQUEST_TIMEOUT_MS,
    wholeBody = false,
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
    let response: Response;
    let json: unknown;
    try {
      // A FormData body goes as multipart; the browser sets its content type with the boundary.
      const multipart = body instanceof FormData;
      response = await fetch(`${API_BASE}${path}`, {
        method,
        credentials: 'include',
        headers:
          body === undefined || multipart
            ? { accept: 'application/json' }
            : { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      json = await readJson(response);
    } catch (error) {
      if (timedOut) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
      // A cancellation asked for by the caller is passed on untouched so TanStack Query can recognise it.
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
    }
    if (!response.ok && !dataStatuses.includes(response.status)) throw decodeError(response.status, json);
    const data = wholeBody ? json : (json as { data?: unknown } | undefined)?.data;
    if (!schema) return data as T;
    const checked = schema.safeParse(data);
    if (!checked.success) {
      throw new ApiError(response.status, 'BAD_ANSWER', 'The server sent an answer this page does not understand.');
    }
    return checked.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
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
