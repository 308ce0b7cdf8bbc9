import { ErrorCode } from '@studydesk/shared/errors';
import type { PortalItem } from '@studydesk/shared/portal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { failureOf, groupItems } from './portal-format.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const item = (key: string, state: PortalItem['state']): PortalItem => ({
  key,
  label: key,
  stage: 'application',
  state,
  reason: null,
  receivedAt: null,
  expiresAt: null,
  expiryWarning: null,
});

describe('failureOf', () => {
  it('says a refusal in the page’s language, and that sending the same file again will not help', () => {
    expect(failureOf(new ApiError(415, ErrorCode.UNSUPPORTED_TYPE, 'x'), t, 20)).toEqual({
      message: 'refusal.type',
      retry: false,
    });
    expect(failureOf(new ApiError(413, ErrorCode.FILE_TOO_LARGE, 'x'), t, 20)).toEqual({
      message: 'refusal.size {"mb":20}',
      retry: false,
    });
    expect(failureOf(new ApiError(429, ErrorCode.UPLOAD_QUOTA, 'x'), t, 20).retry).toBe(false);
    expect(failureOf(new ApiError(403, ErrorCode.INVALID_LINK, 'x'), t, 20)).toEqual({
      message: 'refusal.link',
      retry: false,
    });
  });

  it('offers Retry when the connection dropped or the server failed', () => {
    for (const error of [
      new ApiError(0, 'NETWORK', 'x'),
      new ApiError(0, 'TIMEOUT', 'x'),
      new ApiError(400, ErrorCode.BAD_MULTIPART, 'The form was cut off'),
    ]) {
      expect(failureOf(error, t, 20)).toEqual({ message: 'refusal.network', retry: true });
    }
    // too many tries is not a dropped connection; the server's failure is said in the page's language
    expect(failureOf(new ApiError(429, ErrorCode.RATE_LIMITED, 'x'), t, 20)).toEqual({
      message: 'refusal.tooFast',
      retry: true,
    });
    expect(failureOf(new ApiError(503, ErrorCode.DATABASE_UNAVAILABLE, 'Try later'), t, 20)).toEqual({
      message: 'refusal.server',
      retry: true,
    });
  });

  it('says the student’s other refusals in the page’s language too, not the server’s English', () => {
    expect(failureOf(new ApiError(400, ErrorCode.EMPTY_FILE, 'x'), t, 20)).toEqual({
      message: 'refusal.empty',
      retry: false,
    });
    expect(failureOf(new ApiError(409, ErrorCode.ALREADY_VERIFIED, 'x'), t, 20)).toEqual({
      message: 'refusal.verified',
      retry: false,
    });
    expect(failureOf(new ApiError(404, ErrorCode.NOT_FOUND, 'Gone'), t, 20)).toEqual({
      message: 'refusal.gone',
      retry: false,
    });
    // what has no words of its own keeps the server's
    expect(failureOf(new ApiError(400, ErrorCode.VALIDATION, 'Bad'), t, 20)).toEqual({ message: 'Bad', retry: false });
  });
});

describe('groupItems', () => {
  it('puts what to send first, sent-back documents at its top, then what is being checked, then what is done', () => {
    const groups = groupItems([
      item('cv', 'requested'),
      item('passport', 'rejected'),
      item('ielts', 'uploaded'),
      item('ssc', 'verified'),
      item('hsc', 'rejected'),
    ]);
    expect(groups.toSend.map((i) => i.key)).toEqual(['passport', 'hsc', 'cv']);
    expect(groups.checking.map((i) => i.key)).toEqual(['ielts']);
    expect(groups.verified.map((i) => i.key)).toEqual(['ssc']);
  });
});
