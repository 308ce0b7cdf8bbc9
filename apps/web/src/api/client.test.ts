import { errorBodySchema } from '@studydesk/shared/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, decodeError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './client.ts';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that never answers until aborted, the way a stalled server behaves. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

describe('apiRequest', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('calls /api/v1 with the session cookie and returns the data of the envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { needsSetup: false } }));
    await expect(apiRequest('/auth/setup')).resolves.toEqual({ needsSetup: false });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/setup');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { data: null }));
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe('{"email":"a@b.c","password":"x"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('decodes the error shape into an ApiError with status, code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: { code: 'VALIDATION', message: 'Some fields are not valid.', fields: { email: 'Bad' } } }),
    );
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Some fields are not valid.',
      fields: { email: 'Bad' },
    });
  });

  it('gives a readable error when the failure is not in the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/health')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('stops waiting after 8 seconds with the timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = apiRequest('/auth/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(7_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    expect(TIMEOUT_MESSAGE).toBe('The server did not answer within 8 seconds. Check your connection and try again.');
  });

  it('passes a cancellation by the caller through instead of calling it a timeout', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = apiRequest('/auth/me', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health')).rejects.toMatchObject({ code: 'NETWORK', message: NETWORK_MESSAGE });
  });

  it('checks the answer against a schema when one is given', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { needsSetup: 'yes' } }));
    await expect(apiRequest('/auth/setup', { schema: z.object({ needsSetup: z.boolean() }) })).rejects.toMatchObject({
      code: 'BAD_ANSWER',
    });
  });

  it('checks the answer against a schema imported when the answer arrives', async () => {
    const lazySchema = vi.fn(async () => z.object({ needsSetup: z.boolean() }));
    fetchMock.mockResolvedValue(json(200, { data: { needsSetup: 'yes' } }));
    await expect(apiRequest('/auth/setup', { lazySchema })).rejects.toMatchObject({ code: 'BAD_ANSWER' });
    fetchMock.mockResolvedValue(json(200, { data: { needsSetup: true } }));
    await expect(apiRequest('/auth/setup', { lazySchema })).resolves.toEqual({ needsSetup: true });
  });

  it('does not import the schema for a failed call, and reports a schema that cannot be loaded as a network error', async () => {
    const lazySchema = vi.fn(async () => z.object({ needsSetup: z.boolean() }));
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } }));
    await expect(apiRequest('/auth/me', { lazySchema })).rejects.toMatchObject({ status: 401 });
    expect(lazySchema).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json(200, { data: { needsSetup: true } }));
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(apiRequest('/auth/setup', { lazySchema: unloadable })).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('reads the data of an error status that still carries the envelope when asked to', async () => {
    fetchMock.mockResolvedValue(json(503, { data: { database: 'down' } }));
    await expect(apiRequest('/health', { dataStatuses: [503] })).resolves.toEqual({ database: 'down' });
  });
});

describe('decodeError', () => {
  // The hand-written check must accept exactly what errorBodySchema accepts.
  const bodies: unknown[] = [
    { error: { code: 'VALIDATION', message: 'Not valid.', fields: { email: 'Bad' } } },
    { error: { code: 'NOT_FOUND', message: 'No such student.' } },
    { error: { code: 'X', message: 'm', extra: 1 }, other: true },
    { error: { code: 'X', message: 'm', fields: { email: 3 } } },
    { error: { code: 'X', message: 'm', fields: ['a'] } },
    { error: { code: 'X', message: 'm', fields: null } },
    { error: { code: 1, message: 'm' } },
    { error: { code: 'X' } },
    { error: 'boom' },
    { message: 'Internal Server Error' },
    [],
    'text',
    null,
    undefined,
  ];

  it.each(bodies.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'agrees with errorBodySchema on %s',
    (_, body) => {
      const parsed = errorBodySchema.safeParse(body);
      const error = decodeError(418, body);
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        expect({ code: error.code, message: error.message, fields: error.fields }).toEqual({ code, message, fields });
      } else {
        expect(error).toMatchObject({ status: 418, code: 'HTTP_418' });
      }
    },
  );
});
