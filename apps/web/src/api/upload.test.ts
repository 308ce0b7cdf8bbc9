import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, NETWORK_MESSAGE } from './client.ts';
import { UPLOAD_TIMEOUT_MESSAGE, uploadFile } from './upload.ts';

type Handler = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest to play the server's part from a test. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  onloadend: Handler = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.(new ProgressEvent('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
    this.onloadend?.(new ProgressEvent('loadend'));
  }
}

function start<T>(schema?: z.ZodType<T>) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
  const promise = uploadFile('/student/add-documents/12345/D-003', {
    fields: { documentName: 'passport' },
    file,
    schema,
    onProgress: (fraction) => progress.push(fraction),
    createRequest: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, progress, promise };
}

describe('uploadFile', () => {
  it('settles when the request ends without load or error (never an endless spinner)', async () => {
    const { xhr, promise } = start();
    xhr.progress(20, 100);
    xhr.onloadend?.(new ProgressEvent('loadend'));
    await expect(promise).rejects.toMatchObject({ code: 'NETWORK', message: NETWORK_MESSAGE });
  });

  it('posts documentName before the file, with the session cookie, and reports progress', async () => {
    const { xhr, progress, promise } = start(z.object({ docType: z.string() }));
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/student/add-documents/12345/D-003');
    expect(xhr.withCredentials).toBe(true);
    expect([...(xhr.sent?.keys() ?? [])]).toEqual(['documentName', 'file']);
    expect((xhr.sent?.get('file') as File | undefined)?.name).toBe('passport.pdf');
    xhr.progress(50, 200);
    xhr.answer(200, { data: { docType: 'passport' } });
    await expect(promise).resolves.toEqual({ docType: 'passport' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('decodes the server error shape like the fetch client (413, 415)', async () => {
    const { xhr, promise } = start();
    const message = 'This file is not a document we accept: use PDF, JPEG, PNG, WebP, DOC or DOCX.';
    xhr.answer(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message });
  });

  it('keeps the field errors of a 400', async () => {
    const { xhr, promise } = start();
    xhr.answer(400, { error: { code: 'VALIDATION', message: 'Some fields are not valid.', fields: { file: 'x' } } });
    await expect(promise).rejects.toMatchObject({ status: 400, fields: { file: 'x' } });
  });

  it('names an unexpected error body by its status', async () => {
    const { xhr, promise } = start();
    xhr.answer(502, '<html>Bad gateway</html>');
    await expect(promise).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('turns a lost connection and a timeout into readable messages', async () => {
    const lost = start();
    lost.xhr.onerror?.(new ProgressEvent('error'));
    await expect(lost.promise).rejects.toMatchObject({ code: 'NETWORK', message: NETWORK_MESSAGE });
    const slow = start();
    slow.xhr.ontimeout?.(new ProgressEvent('timeout'));
    await expect(slow.promise).rejects.toMatchObject({ code: 'TIMEOUT', message: UPLOAD_TIMEOUT_MESSAGE });
  });

  it('rejects an answer that does not match the schema', async () => {
    const { xhr, promise } = start(z.object({ docType: z.string() }));
    xhr.answer(200, { data: { nope: 1 } });
    await expect(promise).rejects.toMatchObject({ code: 'BAD_ANSWER' });
  });
});
