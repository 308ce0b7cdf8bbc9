import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from './client.ts';
import { DOWNLOAD_TIMEOUT_MESSAGE, downloadFile, downloadXlsx, fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('reads the exact RFC 5987 name before the ASCII fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="University documents of student - 7.zip"; filename*=UTF-8''University%20documents%20of%20student%20-%207.zip`,
      ),
    ).toBe('University documents of student - 7.zip');
    expect(fileNameOf(`attachment; filename="Caf_.pdf"; filename*=UTF-8''Caf%C3%A9.pdf`)).toBe('Café.pdf');
  });

  it('reads a quoted or bare filename, and nothing from a header without one', () => {
    expect(fileNameOf('attachment; filename="data.xlsx"')).toBe('data.xlsx');
    expect(fileNameOf('attachment; filename=data.xlsx')).toBe('data.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  const fetchMock = vi.fn();
  const saved: { href: string; download: string }[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    fetchMock.mockReset();
    saved.length = 0;
  });

  it('fetches with the session cookie and saves the blob under the name the server gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('zip', { status: 200, headers: { 'content-disposition': 'attachment; filename="server.zip"' } }),
    );
    await downloadFile('/utilities/download-docs/7', { fileName: 'fallback.zip' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/utilities/download-docs/7');
    expect(init.credentials).toBe('include');
    expect(saved).toEqual([{ href: 'blob:file', download: 'server.zip' }]);
  });

  it("saves under the caller's name when the answer names none, and sends a body as JSON", async () => {
    fetchMock.mockResolvedValue(new Response('xlsx', { status: 200 }));
    await downloadXlsx('/utilities/download-specific-date', { method: 'POST', body: { date: '2026-11-22' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"date":"2026-11-22"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(saved).toEqual([{ href: 'blob:file', download: 'data.xlsx' }]);
  });

  it('turns an error answer into the same ApiError as every other call, and saves nothing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'You do not have access to this.' } }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = await downloadFile('/utilities/download-docs/7', { fileName: 'a.zip' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'You do not have access to this.' });
    expect(saved).toEqual([]);
  });

  it('reports an unreachable server and a download that takes too long', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(downloadFile('/x', { fileName: 'a.zip' })).rejects.toMatchObject({
      code: 'NETWORK',
      message: NETWORK_MESSAGE,
    });

    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = downloadFile('/x', { fileName: 'a.zip', timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: DOWNLOAD_TIMEOUT_MESSAGE });
  });
});
