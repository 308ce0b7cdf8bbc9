import type { ErrorCode } from '@studydesk/shared/errors';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { isApiError } from './client.ts';

export interface AppQueryMeta extends Record<string, unknown> {
  /** The screen shows this failure itself (field errors next to inputs, or a panel), so no toast. */
  errorsShownInline?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
    defaultError: Error;
  }
}

export const SESSION_KEY = ['session'] as const;

/**
 * ErrorCode.UNAUTHENTICATED, checked against the type only: importing shared/errors.ts would bring its zod schema
 * (about 25 KB gzipped) into the first download, which this file is part of.
 */
const UNAUTHENTICATED: ErrorCode = 'UNAUTHENTICATED';

export type ErrorReporter = (message: string) => void;

/**
 * The one place where failures reach the user (ARCHITECTURE.md convention 5).
 * UNAUTHENTICATED (401) means the session ended: the session query is set to signed-out and the area guard sends
 * the user to /login.
 */
export function createQueryClient(report: ErrorReporter = toast.error): QueryClient {
  const handle = (error: Error, meta: AppQueryMeta | undefined) => {
    if (isApiError(error) && error.code === UNAUTHENTICATED) {
      client.setQueryData(SESSION_KEY, null);
      return;
    }
    if (meta?.errorsShownInline) return;
    report(error.message);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
