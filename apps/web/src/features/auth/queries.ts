import type { LoginBody, Session, SetupBody, SetupStatus } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { ApiError, isApiError, NETWORK_MESSAGE } from '../../api/client.ts';
import { SESSION_KEY } from '../../api/query-client.ts';

/**
 * The sign-in page uses this file: the auth contracts (and zod with their schemas, about 25 KB gzipped) are
 * imported by the first call, so they are not part of the first download (docs/decisions.md). A failed import is
 * reported as the network failure it is.
 */
async function loadAuthContracts() {
  try {
    const { authContracts } = await import('@studydesk/shared/contracts/auth');
    return authContracts;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
}

export const authKeys = {
  session: SESSION_KEY,
  setup: ['auth', 'setup'] as const,
};

/** The signed-in session, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await callData((await loadAuthContracts()).me, { signal });
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
    queryFn: async ({ signal }) => callData((await loadAuthContracts()).setupStatus, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => callData((await loadAuthContracts()).login, { body }),
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
    mutationFn: async (body: SetupBody) => callData((await loadAuthContracts()).setup, { body }),
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
    mutationFn: async () => callData((await loadAuthContracts()).logout),
  });
}

export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: Role) => callData((await loadAuthContracts()).switchRole, { body: { role } }),
    onSuccess: (session) => {
      // Lists loaded for the previous role are scoped to it; drop them instead of showing them in the new area.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(authKeys.session, session);
    },
  });
}
