import { DatabaseError } from 'pg';

/** Whether a query failed on this unique constraint (drizzle wraps the driver's error as `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = error instanceof Error && error.cause instanceof DatabaseError ? error.cause : error;
  return cause instanceof DatabaseError && cause.code === '23505' && (!constraint || cause.constraint === constraint);
}
