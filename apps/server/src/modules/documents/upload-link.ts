import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@studydesk/shared/errors';
import { AppError } from '../../platform/errors.ts';

/**
 * The public upload link's token: `{version}.{expires}.{signature}`, the signature an HMAC of the student,
 * the version and the expiry. Raising the student's link version revokes every earlier link.
 */
export function signUploadToken(secret: string, studentUuid: string, version: number, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${version}.${expires}.${signature(secret, studentUuid, version, expires)}`;
}

function signature(secret: string, studentUuid: string, version: number, expires: number) {
  return createHmac('sha256', secret).update(`${studentUuid}|${version}|${expires}`).digest('base64url');
}

export const invalidLink = () => new AppError(ErrorCode.INVALID_LINK, 'This upload link is invalid or has expired.');

/** Checks a token for this student and its current link version; answers when it expires. */
export function verifyUploadToken(secret: string, token: string, studentUuid: string, currentVersion: number) {
  const [versionText, expiresText, given] = token.split('.');
  const version = Number(versionText);
  const expires = Number(expiresText);
  if (!given || !Number.isInteger(version) || !Number.isInteger(expires)) throw invalidLink();
  const expected = Buffer.from(signature(secret, studentUuid, version, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalidLink();
  if (version !== currentVersion || expires * 1000 < Date.now()) throw invalidLink();
  return new Date(expires * 1000);
}
