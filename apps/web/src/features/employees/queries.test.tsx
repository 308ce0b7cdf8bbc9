import type { Role } from '@studydesk/shared/role-names';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../api/client.ts';
import { SESSION_KEY } from '../../api/query-client.ts';
import { anEmployee, fakeApi, sessionOf } from '../../test-support.tsx';
import { useSession } from '../auth/queries.ts';
import { useAddRole, useDeactivate } from './queries.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a counselor’s hand-over', () => {
  it('waits for the server well past the 8 seconds of plain calls: a large office’s takes tens of seconds', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal;
        return new Promise<Response>(() => {});
      }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeactivate('employee-1'), { wrapper });
    act(() => result.current.mutate({ handOverTo: 'heir-1' }));
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 60_000));
    expect(signal).toBeDefined();
    expect(signal?.aborted).toBe(false);
    expect(result.current.isPending).toBe(true);
  });
});

describe('a role added to an account', () => {
  const roles = (...held: Role[]) => held.map((role, i) => ({ _id: `r${i}`, role }));

  /** A Super Admin (E-1) adds Accounts to `employeeId`; answers the session the top bar then reads. */
  async function addAccountsTo(employeeId: string) {
    const signedIn = sessionOf('Super Admin', 'E-1');
    const calls = fakeApi({
      'POST /super-admin/add-new-role': {
        body: { data: anEmployee({ employee_id: employeeId, roles: roles('Super Admin', 'Accounts') }) },
      },
      'GET /auth/me': { body: { data: { ...signedIn, roles: roles('Super Admin', 'Accounts') } } },
    });
    const client = new QueryClient();
    client.setQueryData(SESSION_KEY, signedIn);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ session: useSession(), addRole: useAddRole() }), { wrapper });
    await act(() => result.current.addRole.mutateAsync({ employee_id: employeeId, role: 'Accounts' }));
    return { calls, result };
  }

  it('to one’s own reads the session again, so the role selector offers it without a reload', async () => {
    const { result } = await addAccountsTo('E-1');
    await waitFor(() => expect(result.current.session.data?.roles.map((r) => r.role)).toContain('Accounts'), {
      timeout: 1000,
    });
  });

  it('to someone else leaves the session alone', async () => {
    const { calls } = await addAccountsTo('E-2');
    expect(calls.some((call) => call.path === '/auth/me')).toBe(false);
  });
});
