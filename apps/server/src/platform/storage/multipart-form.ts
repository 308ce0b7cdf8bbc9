import { ErrorCode } from '@studydesk/shared/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { unstorable, unstorableRefused } from '../unstorable-text.ts';
import type { Storage } from './driver.ts';
import { removeStored, type StoredFile, storeUpload, type UploadKinds } from './upload.ts';

export interface ReceivedForm<F extends string> {
  fields: Record<string, string>;
  files: Partial<Record<F, StoredFile>>;
  /** Removes every stored file: for when the form turns out to be invalid after all. */
  discard: () => Promise<void>;
  /** Runs `record`, which records the stored files; if it fails, they are removed and its error thrown. */
  keep: <T>(record: () => Promise<T>) => Promise<T>;
}

/**
 * Reads a multipart form in any order: text fields collected, each named file streamed to storage below
 * `prefix` as it arrives (sniffed for `kinds` and capped, see storeUpload). A refused file is reported under its field
 * name, and on any failure every file already stored is removed again.
 */
export async function receiveForm<F extends string>(
  request: FastifyRequest,
  storage: Storage,
  prefix: string,
  fileFields: readonly F[],
  limitBytes: number,
  kinds?: UploadKinds,
): Promise<ReceivedForm<F>> {
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, StoredFile>> = {};
  const discard = async () => {
    await Promise.all(
      Object.values<StoredFile | undefined>(files).map((f) => f && removeStored(storage, f.key, request.log)),
    );
  };
  try {
    for await (const part of request.parts({
      limits: { files: fileFields.length, fields: 30, parts: 30 + fileFields.length },
    })) {
      if (part.type === 'field') {
        const value = String(part.value);
        const problem = unstorable(value);
        if (problem) throw unstorableRefused(part.fieldname, problem);
        fields[part.fieldname] = value;
        continue;
      }
      const name = part.fieldname as F;
      if (!fileFields.includes(name) || files[name] || !part.filename) {
        part.file.resume();
        continue;
      }
      try {
        files[name] = await storeUpload(storage, prefix, part.file, part.filename, limitBytes, request.log, kinds);
      } catch (error) {
        if (error instanceof AppError && error.status !== 500) {
          throw new AppError(error.code, error.message, { [name]: error.message });
        }
        throw error;
      }
    }
  } catch (error) {
    await discard();
    throw isMalformed(error) ? malformedForm() : (refusedForm(error, fileFields.length) ?? error);
  }
  const keep = async <T>(record: () => Promise<T>) => {
    try {
      return await record();
    } catch (error) {
      await discard();
      throw error;
    }
  };
  return { fields, files, discard, keep };
}

const malformedForm = () =>
  new AppError(ErrorCode.BAD_MULTIPART, 'The form was cut off or is not valid multipart data.');

/**
 * The multipart plugin's refusals of a form's shape are the sender's mistake, not a size problem: its own answers
 * (406 for a body that is not a form, 413 "too large" for a second tiny file) carry codes the web does not know.
 */
function refusedForm(error: unknown, files: number) {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(ErrorCode.BAD_MULTIPART, 'Send the file as a form upload (multipart/form-data).');
    case 'FST_FILES_LIMIT':
      return new AppError(
        ErrorCode.BAD_MULTIPART,
        files === 1 ? 'Send one file in a form upload.' : `Send at most ${files} files in a form upload.`,
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(ErrorCode.BAD_MULTIPART, 'The form has more fields than an upload takes.');
    default:
      return undefined;
  }
}

/** The parser's own complaints (a cut body, a missing boundary, a broken part header) are the sender's fault. */
function isMalformed(error: unknown) {
  if (!(error instanceof Error) || error instanceof AppError || 'statusCode' in error) return false;
  return /multipart|boundary|part header/i.test(error.message);
}
