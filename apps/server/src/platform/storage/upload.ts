import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTooLargeMessage, NOT_ACCEPTED_MESSAGE } from '@studydesk/shared/documents';
import { ErrorCode } from '@studydesk/shared/errors';
import CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.ts';
import type { Storage } from './driver.ts';

/** The document types an office accepts, recognised by their content (not their name). */
const ACCEPTED: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // file-type names old Word files by their container format
  'application/x-cfb': 'application/msword',
};
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
export const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';

const HEAD_BYTES = 4100;

interface ErrorLog {
  error: (fields: object, message: string) => void;
}

/**
 * Removes a stored file that will not be registered (a refused or failed upload). The request has already
 * failed for its own reason, so a failed removal does not change its answer; it is logged with the key, as
 * the file is now an orphan that takes space until someone removes it.
 */
export async function removeStored(storage: Storage, key: string, log: ErrorLog | undefined) {
  try {
    await storage.remove(key);
  } catch (err) {
    (log ?? { error: (fields, message) => console.error(message, fields) }).error(
      { err, key },
      'could not remove the file of a failed upload; it is left orphaned in storage',
    );
  }
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  fileName: string;
}

/** Other extensions a name may keep for a content type, besides its own (EXTENSIONS). */
const ALSO_NAMED: Record<string, string[]> = {
  'image/jpeg': ['jpeg', 'jpe', 'jfif'],
  // a CSV is recognised by its text: one saved as .txt or .tsv is still the file the office chose
  'text/csv': ['tsv', 'txt'],
};
const MAX_NAME = 120;

/**
 * A user's file name made safe to show and to send back in Content-Disposition; it never becomes a path. Its
 * extension is the content's: the type is recognised by the content, so a PDF sent as "invoice.exe" is kept and
 * downloaded as "invoice.pdf", and a name without an extension gets one.
 */
export function displayName(name: string | undefined, contentType: string) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // letters with their marks (a Bangla vowel sign is a mark: without them "রিপোর্ট" was kept as "রপরট")
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '')
    .replace(/^\.+/, '')
    .trim();
  const own = extensionOf(contentType);
  // an extension is a short run of Latin letters and digits after the last dot ("scan 12.05" has none)
  const named = /\.([a-z0-9]{1,5})$/i.exec(clean)?.[1];
  const hasExtension = named !== undefined && /[a-z]/i.test(named);
  const lower = named?.toLowerCase() ?? '';
  const ext = hasExtension && (lower === own || ALSO_NAMED[contentType]?.includes(lower)) ? named : own;
  const stem = (hasExtension ? clean.slice(0, -named.length - 1) : clean)
    .slice(0, MAX_NAME - ext.length - 1)
    .replace(/[ .]+$/, '');
  return stem ? `${stem}.${ext}` : `document.${own}`;
}

/** What an upload may be: its content type by its first bytes (and file-type's reading of them), else refused. */
export interface UploadKinds {
  recognise: (head: Buffer, detectedMime: string | undefined) => string | undefined;
  /** The 415's message. */
  refusal: string;
}

/** The documents of a student or an employee: ACCEPTED, a Compound File only if it is a Word document. */
const DOCUMENTS: UploadKinds = {
  recognise: (_head, detectedMime) => (detectedMime ? ACCEPTED[detectedMime] : undefined),
  refusal: NOT_ACCEPTED_MESSAGE,
};

/** Whether a Compound File holds the stream every Word 97-2003 document has. */
function isWordDocument(file: Buffer) {
  try {
    return Boolean(CFB.find(CFB.read(file, { type: 'buffer' }), 'WordDocument'));
  } catch {
    return false;
  }
}

function tooLarge(limitBytes: number) {
  return new AppError(ErrorCode.FILE_TOO_LARGE, fileTooLargeMessage(Math.round(limitBytes / 1024 / 1024)));
}

/**
 * Streams an uploaded file into storage under a new key below `prefix`: its type is recognised from its
 * first bytes (415 unless it is one of `kinds`, documents by default), its size is capped (413). Nothing is kept
 * on failure.
 */
export async function storeUpload(
  storage: Storage,
  prefix: string,
  file: Readable,
  originalName: string | undefined,
  limitBytes: number,
  log?: ErrorLog,
  kinds: UploadKinds = DOCUMENTS,
): Promise<StoredFile> {
  const unsupportedType = () => new AppError(ErrorCode.UNSUPPORTED_TYPE, kinds.refusal);
  // At the size limit the multipart parser truncates the stream: it says so with 'limit' and `truncated`.
  let limitHit = false;
  file.once('limit', () => {
    limitHit = true;
  });
  const truncated = () => limitHit || (file as Readable & { truncated?: boolean }).truncated === true;
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  try {
    while (headLength < HEAD_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headLength += next.value.length;
    }
  } catch (error) {
    throw translate(error, limitBytes);
  }
  let first: Buffer = Buffer.concat(head);
  if (first.length === 0) throw new AppError(ErrorCode.EMPTY_FILE, 'The file is empty.');
  const detected = await fileTypeFromBuffer(first);
  const contentType = kinds.recognise(first, detected?.mime);
  if (!contentType) {
    file.resume(); // drain, so the request can finish
    throw unsupportedType();
  }
  if (contentType === 'application/msword') {
    // A Compound File is also an MSI installer or any other container: read it whole (at most the size
    // limit) and accept it only when it holds a Word document stream.
    const parts = [first];
    try {
      while (!ended) {
        const next = await chunks.next();
        if (next.done) ended = true;
        else parts.push(next.value);
      }
    } catch (error) {
      throw translate(error, limitBytes);
    }
    if (truncated()) throw tooLarge(limitBytes);
    first = Buffer.concat(parts);
    if (!isWordDocument(first)) throw unsupportedType();
  }

  if (truncated()) throw tooLarge(limitBytes);
  async function* whole() {
    yield first;
    for (;;) {
      const next = ended ? { done: true as const } : await chunks.next();
      // Failing before the end makes the storage driver discard what it received.
      if (truncated()) throw tooLarge(limitBytes);
      if (next.done) return;
      yield next.value;
    }
  }
  const key = `${prefix}/${randomUUID()}.${extensionOf(contentType)}`;
  try {
    const { size } = await storage.put(key, Readable.from(whole()), contentType);
    return { key, size, contentType, fileName: displayName(originalName, contentType) };
  } catch (error) {
    await removeStored(storage, key, log);
    throw translate(error, limitBytes);
  }
}

function translate(error: unknown, limitBytes: number) {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(limitBytes) : error;
}
