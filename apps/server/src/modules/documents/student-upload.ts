import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { AppDeps } from '../../platform/routes.ts';
import type { Storage } from '../../platform/storage/driver.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { removeStored } from '../../platform/storage/upload.ts';
import {
  addDocument,
  type DocumentKey,
  linkBytesToday,
  linkQuotaReached,
  type UploadOptions,
} from './documents.service.ts';

export interface UploadDeps {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  limitBytes: number;
  /** What a student's link may take in 24 hours; staff uploads have no quota. */
  linkQuotaBytes: number;
}

/** The app's upload settings (`UPLOAD_LIMIT_MB`, `UPLOAD_LINK_DAILY_MB`) as the uploads take them. */
export const uploadDeps = ({ db, config, realtime, storage }: AppDeps): UploadDeps => ({
  db,
  storage,
  realtime,
  limitBytes: config.UPLOAD_LIMIT_MB * 1024 * 1024,
  linkQuotaBytes: config.UPLOAD_LINK_DAILY_MB * 1024 * 1024,
});

export interface UploadStudent {
  id: string;
  studentId: number;
  fullName: string;
  counselorId: string | null;
}

/**
 * Reads a multipart upload (`file`, and the fields `keyOf` names the document by), stores the file, then records it
 * as the newest version of that document; nothing stays stored if the form is wrong or recording fails. `uploader`
 * null is the student's own link: a quota over the last 24 hours, refused before a byte is stored and checked again, under a lock,
 * once the size is known; and the counselor is told. `together` is written in the upload's transaction.
 */
export async function storeStudentUpload<K extends DocumentKey>(
  deps: UploadDeps,
  request: FastifyRequest,
  student: UploadStudent,
  uploader: Actor | null,
  keyOf: (fields: Record<string, string>) => K | null,
  together?: UploadOptions['together'],
): Promise<K> {
  const { db, storage, realtime, limitBytes, linkQuotaBytes } = deps;
  if (!uploader && (await linkBytesToday(db, student.id)) >= linkQuotaBytes) throw linkQuotaReached(linkQuotaBytes);
  const form = await receiveForm(request, storage, `students/${student.id}`, ['file'], limitBytes);
  const key = keyOf(form.fields);
  const stored = form.files.file;
  if (!key || !stored) {
    await form.discard();
    throw invalid({
      ...(key ? {} : { documentName: 'Name one of the document slots' }),
      ...(stored ? {} : { file: 'Choose a file to upload' }),
    });
  }
  try {
    const quota = uploader ? undefined : linkQuotaBytes;
    const { deliveries } = await addDocument(db, student, key, stored, uploader, { linkQuotaBytes: quota, together });
    realtime.publish(deliveries);
    return key;
  } catch (error) {
    await removeStored(storage, stored.key, request.log);
    throw error;
  }
}
