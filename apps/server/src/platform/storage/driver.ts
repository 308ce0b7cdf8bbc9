import type { Readable } from 'node:stream';
import { ErrorCode } from '@studydesk/shared/errors';
import { AppError } from '../errors.ts';

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
