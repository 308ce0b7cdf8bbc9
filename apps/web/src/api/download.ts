import { decodeError, exchange, readJson } from './client.ts';

/** A zip of every document of a student over a slow line takes minutes; the 8 seconds of JSON calls would cut it. */
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
export const DOWNLOAD_TIMEOUT_MESSAGE = 'The download took too long. Check your connection and try again.';

export interface DownloadOptions {
  /** The name to save under when the answer's Content-Disposition names none. */
  fileName: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The file name of a Content-Disposition header: the exact `filename*` (RFC 5987) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
  if (extended) {
    try {
      return decodeURIComponent(extended.replace(/^"|"$/g, '').replace(/^[\w-]*'[^']*'/, ''));
    } catch {
      // A malformed encoding: the plain name below still serves.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(disposition);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a fetched file to the browser as a download, the way a link with `download` would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the URL only needs to live that long.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches a streamed file through the one API client (session cookie, cancellation, a time limit suited to
 * files) and saves it under the name the server gives it. A failure is the same ApiError as any other call's.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<void> {
  const { fileName, method = 'GET', body, signal, timeoutMs = DOWNLOAD_TIMEOUT_MS } = options;
  const { response, answer } = await exchange(
    path,
    { method, body, signal, timeoutMs, timeoutMessage: DOWNLOAD_TIMEOUT_MESSAGE, accept: '*/*' },
    (response) => (response.ok ? response.blob() : readJson(response)),
  );
  if (!response.ok) throw decodeError(response.status, answer);
  save(answer as Blob, fileNameOf(response.headers.get('content-disposition')) ?? fileName);
}

/** The lead exports, always saved as data.xlsx (SPEC.md 9). */
export const downloadXlsx = (path: string, options: Omit<DownloadOptions, 'fileName'> = {}) =>
  downloadFile(path, { ...options, fileName: 'data.xlsx' });

/** A file's bytes for the page itself to read (a PDF drawn by pdf.js), with the same time limit and errors. */
export async function fetchFileBytes(path: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const { response, answer } = await exchange(
    path,
    { signal, timeoutMs: DOWNLOAD_TIMEOUT_MS, timeoutMessage: DOWNLOAD_TIMEOUT_MESSAGE, accept: '*/*' },
    (response) => (response.ok ? response.arrayBuffer() : readJson(response)),
  );
  if (!response.ok) throw decodeError(response.status, answer);
  return answer as ArrayBuffer;
}
