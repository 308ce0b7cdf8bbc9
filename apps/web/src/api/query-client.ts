import type { ErrorCode } from '@studydesk/shared/errors';
import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { isApiError } from './client.ts';

export interface AppQueryMeta extends Record<string, unknown> {
  /** The screen shows this failure itself (field errors next to inputs, or a panel), so no toast. */
  errorsShownInline?: boolean;
}

/** What a screen that shows a read's failure in place passes to the read's hook, when others show it not. */
export interface ShownInline {
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
 * ErrorCode.UNAUTHENTICATED and FORBIDDEN, checked against the type only: importing shared/errors.ts would bring its
 * zod schema (about 25 KB gzipped) into the first download, which this file is part of.
 */
const UNAUTHENTICATED: ErrorCode = 'UNAUTHENTICATED';
const FORBIDDEN: ErrorCode = 'FORBIDDEN';

export type ErrorReporter = (message: string) => void;

/**
 * Whether a failed read's screen shows it in place: asked of the screens reading it now, any one saying so in its own
 * options (several screens share a read, and the query's own `meta` is whichever set its options last); a read no
 * screen watches (a prefetch) answers by its own `meta`.
 */
const shownInline = (query: Query<unknown, unknown, unknown>) =>
  query.observers.length === 0
    ? query.meta?.errorsShownInline
    : query.observers.some((o) => o.options.meta?.errorsShownInline);

/**
 * The one place where failures reach the user (ARCHITECTURE.md convention 5).
 * UNAUTHENTICATED (401) means the session ended: the session query is set to signed-out and the area guard sends
 * the user to /login.
 * FORBIDDEN (403) may mean the session's role changed since this tab read it (switched in another tab, or taken away
 * by a Super Admin): the session is read again, so the area guard shows whose page this is. A 403 that stands for
 * the role still held reads the same session, which changes nothing on screen and re-runs no read, so it cannot loop;
 * the session's own read is not re-read on its 403, and a re-read already on its way is not started again.
 */
export function createQueryClient(report: ErrorReporter = toast.error): QueryClient {
  const handle = (error: Error, inline: boolean | undefined, isSession = false) => {
    if (isApiError(error) && error.code === UNAUTHENTICATED) {
      client.setQueryData(SESSION_KEY, null);
      return;
    }
    if (isApiError(error) && error.code === FORBIDDEN && !isSession) {
      void client.invalidateQueries({ queryKey: SESSION_KEY }, { cancelRefetch: false });
    }
    if (inline) return;
    report(error.message);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handle(error, shownInline(query), query.queryKey[0] === SESSION_KEY[0]),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta?.errorsShownInline),
    }),
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
