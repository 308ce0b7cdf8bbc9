import type { LoginBody, Session, SetupBody, SetupStatus } from '@studydesk/shared/auth';
import { AUTH_ROUTES } from '@studydesk/shared/contracts/auth-routes';
import type { Role } from '@studydesk/shared/role-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, isApiError } from '../../api/client.ts';
import { SESSION_KEY } from '../../api/query-client.ts';

type AuthContracts = typeof import('@studydesk/shared/contracts/auth').authContracts;
type DataOf<K extends keyof AuthContracts> = z.output<AuthContracts[K]['response']>['data'];

/**
 * The sign-in page uses this file: it calls the auth operations by their method and path (AUTH_ROUTES, no zod)
 * and checks an answer with the contract's schema imported when the answer arrives, so zod (about 25 KB gzipped)
 * is not loaded before anyone signs in, nor for the 401 of a visitor (docs/decisions.md).
 */
function callAuth<K extends keyof AuthContracts>(
  name: K,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<DataOf<K>> {
  const { method, path } = AUTH_ROUTES[name];
  return apiRequest<DataOf<K>>(path, {
    method,
    ...options,
    lazySchema: async () =>
      (await import('@studydesk/shared/contracts/auth')).authContracts[name].response.shape.data as z.ZodType<
        DataOf<K>
      >,
  });
}

export const authKeys = {
  session: SESSION_KEY,
  setup: ['auth', 'setup'] as const,
};

/** The signed-in session, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await callAuth('me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
  });
}

export function useSetupStatus() {
  return useQuery({
    queryKey: authKeys.setup,
    queryFn: ({ signal }) => callAuth('setupStatus', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callAuth('login', { body }),
    meta: { errorsShownInline: true },
    onSuccess: (session) => {
      // Whatever the previous user loaded must not show through to the next one.
      queryClient.clear();
      queryClient.setQueryData(authKeys.session, session);
    },
  });
}

export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupBody) => callAuth('setup', { body }),
    meta: { errorsShownInline: true },
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.session, session);
      queryClient.setQueryData<SetupStatus>(authKeys.setup, { needsSetup: false, codeRequired: false });
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => callAuth('logout'),
  });
}

export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => callAuth('switchRole', { body: { role } }),
    onSuccess: (session) => {
      // Lists loaded for the previous role are scoped to it; drop them instead of showing them in the new area.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(authKeys.session, session);
    },
  });
}

/** "Forgot password?": the same answer whether the address has an account or not. */
export function useAskPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callAuth('passwordReset', { body: { email } }),
    meta: { errorsShownInline: true },
  });
}

/** Whether a reset link still works, asked once when its page opens. */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: ['auth', 'password-reset', token],
    queryFn: ({ signal }) => callAuth('passwordResetCheck', { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorsShownInline: true },
  });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callAuth('passwordResetConfirm', { body }),
    meta: { errorsShownInline: true },
    // every session of the account ended: this browser's too
    onSuccess: () => queryClient.setQueryData(authKeys.session, null),
  });
}
