import type { Readable } from 'node:stream';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';
import { localStorage } from './local.ts';
import type { S3Settings } from './s3.ts';

/** Where uploaded files live. Keys are made by the server (never from a user's file name). */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Streams `body` in; on any failure nothing is left under `key`. Answers the number of bytes stored. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** Streams the object out; 404 when there is none. */
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are plain lower-case paths: no `..`, no leading slash, nothing a file system could misread. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new AppError(ErrorCode.BAD_KEY, 'That is not a valid file key.');
  }
  return key;
}

export const fileNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'The file was not found.');

/** S3-compatible object storage when S3_BUCKET is set, else files under DATA_DIR/files. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    return lazyS3({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return localStorage(`${config.dataDir}/files`);
}

/** The S3 driver, with the AWS SDK loaded at the first file operation, so a server without S3 never loads it. */
function lazyS3(settings: S3Settings): Storage {
  let driver: Promise<Storage> | undefined;
  const load = () => {
    driver ??= import('./s3.ts').then(({ s3Storage }) => s3Storage(settings));
    return driver;
  };
  return {
    driver: 's3',
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    remove: async (key) => (await load()).remove(key),
  };
}
