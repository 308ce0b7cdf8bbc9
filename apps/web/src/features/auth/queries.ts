import type { LoginBody, Session, SetupBody, SetupStatus } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client.ts';
import { SESSION_KEY } from '../../api/query-client.ts';

/** The sign-in page uses this file: its answers are checked with schemas imported when they arrive (api/client.ts). */
const loadSessionSchema = async () => (await import('@studydesk/shared/auth')).sessionSchema;

export const authKeys = {
  session: SESSION_KEY,
  setup: ['auth', 'setup'] as const,
};

/** The signed-in session, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await api.get('/auth/me', { lazySchema: loadSessionSchema, signal });
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
    // Not checked with setupStatusSchema, which would load zod with every sign-in page: only `true` shows the set-up.
    queryFn: ({ signal }) => api.get<SetupStatus>('/auth/setup', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/auth/login', body, { lazySchema: loadSessionSchema }),
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
    mutationFn: (body: SetupBody) => api.post('/auth/setup', body, { lazySchema: loadSessionSchema }),
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
    mutationFn: () => api.post<null>('/auth/logout'),
  });
}

export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => api.put('/auth/role', { role }, { lazySchema: loadSessionSchema }),
    onSuccess: (session) => {
      // Lists loaded for the previous role are scoped to it; drop them instead of showing them in the new area.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(authKeys.session, session);
    },
  });
}
