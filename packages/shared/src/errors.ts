import { z } from 'zod';

/**
 * Every error code an answer can carry: the server throws `AppError(ErrorCode.X, message)` and its status comes
 * from one map (`apps/server/src/platform/errors.ts`); the web decides on the code, never on the status.
 */
export const ErrorCode = {
  // 400: the request itself is wrong
  VALIDATION: 'VALIDATION',
  BAD_REQUEST: 'BAD_REQUEST',
  BAD_URL: 'BAD_URL',
  BAD_KEY: 'BAD_KEY',
  BAD_MULTIPART: 'BAD_MULTIPART',
  EMPTY_FILE: 'EMPTY_FILE',
  ENQUIRY_REFUSED: 'ENQUIRY_REFUSED',
  // 401: who is calling is not known
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS',
  // 403: known, and not allowed
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  NO_ROLE: 'NO_ROLE',
  ROLE_NOT_HELD: 'ROLE_NOT_HELD',
  STATUS_NOT_ALLOWED: 'STATUS_NOT_ALLOWED',
  INVALID_LINK: 'INVALID_LINK',
  NO_ENQUIRY: 'NO_ENQUIRY',
  // 404
  NOT_FOUND: 'NOT_FOUND',
  NOT_ARCHIVED: 'NOT_ARCHIVED',
  // 409: the record's state does not allow it
  STUDENT_EXISTS: 'STUDENT_EXISTS',
  DUPLICATE: 'DUPLICATE',
  UNIVERSITY_EXISTS: 'UNIVERSITY_EXISTS',
  COURSE_IN_USE: 'COURSE_IN_USE',
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  ALREADY_ASSIGNED: 'ALREADY_ASSIGNED',
  ALREADY_SET_UP: 'ALREADY_SET_UP',
  ALREADY_STUDENT: 'ALREADY_STUDENT',
  ADVICES_EXIST: 'ADVICES_EXIST',
  LAST_ROLE: 'LAST_ROLE',
  SUPER_ADMIN_KEPT: 'SUPER_ADMIN_KEPT',
  ROLE_HELD: 'ROLE_HELD',
  NOT_ASSIGNED: 'NOT_ASSIGNED',
  NOT_DUPLICATE: 'NOT_DUPLICATE',
  SELF: 'SELF',
  STUDENT_CLOSED: 'STUDENT_CLOSED',
  NO_APPLICATION: 'NO_APPLICATION',
  HANDED_TO_VISA: 'HANDED_TO_VISA',
  VISA_DECIDED: 'VISA_DECIDED',
  NOT_RETRYABLE: 'NOT_RETRYABLE',
  NO_FILE: 'NO_FILE',
  IMPORT_STATE: 'IMPORT_STATE',
  IN_USE: 'IN_USE',
  CHANGED_MEANWHILE: 'CHANGED_MEANWHILE',
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  // 413, 414, 415
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  URI_TOO_LONG: 'URI_TOO_LONG',
  UNSUPPORTED_TYPE: 'UNSUPPORTED_TYPE',
  // 422: well formed, but the records it names do not allow it
  ASSIGNEE_UNAVAILABLE: 'ASSIGNEE_UNAVAILABLE',
  OVER_PAYMENT: 'OVER_PAYMENT',
  NOT_CLAIMABLE: 'NOT_CLAIMABLE',
  SETTLED: 'SETTLED',
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
  // 429
  RATE_LIMITED: 'RATE_LIMITED',
  UPLOAD_QUOTA: 'UPLOAD_QUOTA',
  // 5xx
  INTERNAL: 'INTERNAL',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error shape of every failed API answer (ARCHITECTURE.md convention 5). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
