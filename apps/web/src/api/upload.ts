import type { z } from 'zod';
import { API_BASE, ApiError, decodeError, NETWORK_MESSAGE } from './client.ts';

/** 20 MB over a slow line takes minutes; the 8-second limit of JSON calls would cut every real upload short. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;
export const UPLOAD_TIMEOUT_MESSAGE = 'The upload took too long. Check your connection and try again.';

export interface UploadOptions<T> {
  /** Plain fields, sent in this order BEFORE the file (the server reads `documentName` first). */
  fields: Record<string, string>;
  file: File;
  /** The multipart name of the file part. */
  fileField?: string;
  schema?: z.ZodType<T>;
  /** Called with 0..1 while the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Tests pass a fake; the browser's XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs one file as multipart with upload progress. fetch() cannot report upload progress, hence XMLHttpRequest;
 * answers and failures are decoded exactly as api/client.ts does, so callers handle one ApiError.
 */
export function uploadFile<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const {
    fields,
    file,
    fileField = 'file',
    schema,
    onProgress,
    signal,
    timeoutMs = UPLOAD_TIMEOUT_MS,
    createRequest = () => new XMLHttpRequest(),
  } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fileField, file, file.name);

    const xhr = createRequest();
    const onAbort = () => xhr.abort();
    let settled = false;
    /** True the first time only: load, error, abort, timeout and loadend may each end the same request. */
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      if (settled) return false;
      settled = true;
      return true;
    };
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (!done()) return;
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(decodeError(xhr.status, body));
        return;
      }
      onProgress?.(1);
      const data = (body as { data?: unknown } | undefined)?.data;
      if (!schema) {
        resolve(data as T);
        return;
      }
      const checked = schema.safeParse(data);
      if (checked.success) resolve(checked.data);
      else reject(new ApiError(xhr.status, 'BAD_ANSWER', 'The server sent an answer this page does not understand.'));
    };
    xhr.onerror = () => {
      if (!done()) return;
      reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
    };
    xhr.ontimeout = () => {
      if (!done()) return;
      reject(new ApiError(0, 'TIMEOUT', UPLOAD_TIMEOUT_MESSAGE));
    };
    xhr.onabort = () => {
      if (!done()) return;
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    // Whatever else happens, the request ends here: an upload that ended without any of the above still settles.
    xhr.onloadend = () => {
      if (done()) reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
