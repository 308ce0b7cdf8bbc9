import { MantineProvider } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client.ts';
import { createQueryClient, SESSION_KEY } from '../api/query-client.ts';
import { fakeApi } from '../test-support.tsx';
import { AreaGuard } from './AreaGuard.tsx';

afterEach(() => vi.unstubAllGlobals());

function session(role: Role, held: Role[] = [role]): Session {
  return {
    user: { _id: 'u1', employee_id: 'E-7', role, name: 'Nadia Rahman', email: 'n@example.com', profilePic: null },
    roles: held.map((r, i) => ({ _id: `r${i}`, role: r })),
  };
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

/** A page that reads a student, as the details page does. */
function StudentProbe() {
  const student = useQuery({ queryKey: ['student', 7], queryFn: () => apiRequest('/students/7') });
  return <p>{student.isError ? 'no access' : 'student 7'}</p>;
}

function renderAt(
  path: string,
  current: Session | null,
  { queryClient = new QueryClient(), areas = [] }: { queryClient?: QueryClient; areas?: RouteObject[] } = {},
) {
  queryClient.setQueryData(SESSION_KEY, current);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/counselor/*',
        element: <AreaGuard areaRole="Counselor">{(s) => <p>counselor area for {s.user.name}</p>}</AreaGuard>,
      },
      ...areas,
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('AreaGuard', () => {
  it('sends a visitor without a session to /login, remembering the page and replacing the entry', async () => {
    const router = renderAt('/counselor/dashboard/follow-up?page=2', null);
    expect(await screen.findByText('login page, from /counselor/dashboard/follow-up?page=2')).toBeTruthy();
    // Replaced, not pushed: Back from /login must not land on the guarded page again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the area to its own role', async () => {
    renderAt('/counselor/dashboard', session('Counselor'));
    expect(await screen.findByText('counselor area for Nadia Rahman')).toBeTruthy();
  });

  it('tells a user in another role whose page it is, with no switch when the role is not held', async () => {
    renderAt('/counselor/dashboard', session('Super Admin'));
    expect(await screen.findByText('This page belongs to the Counselor area')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch to Counselor' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' }).getAttribute('href')).toBe(
      '/super-admin/dashboard',
    );
  });

  it('offers the switch when the user holds the area role', async () => {
    renderAt('/counselor/dashboard', session('admin Officer', ['admin Officer', 'Counselor']));
    expect(await screen.findByRole('button', { name: 'Switch to Counselor' })).toBeTruthy();
  });

  it('shows the loader, not the panel of the role just left, while the new role’s area loads', async () => {
    let loaded = (_route: { element: ReactNode }) => {};
    const queryClient = new QueryClient();
    const router = renderAt('/super-admin/dashboard', session('Super Admin', ['Super Admin', 'Accounts']), {
      queryClient,
      areas: [
        {
          path: '/super-admin/*',
          element: <AreaGuard areaRole="Super Admin">{() => <p>super admin area</p>}</AreaGuard>,
        },
        {
          path: '/accounts/*',
          // The area's code arrives when the test says so.
          lazy: () =>
            new Promise<{ element: ReactNode }>((resolve) => {
              loaded = resolve;
            }),
        },
      ],
    });
    expect(await screen.findByText('super admin area')).toBeTruthy();
    // As the role selector does: the switched session is set, then the new area is opened.
    await act(async () => {
      queryClient.setQueryData(SESSION_KEY, session('Accounts', ['Super Admin', 'Accounts']));
      void router.navigate('/accounts/dashboard');
    });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('This page belongs to the Super Admin area')).toBeNull();
    await act(async () => loaded({ element: <AreaGuard areaRole="Accounts">{() => <p>accounts area</p>}</AreaGuard> }));
    expect(await screen.findByText('accounts area')).toBeTruthy();
  });

  it('shows whose page it is when a 403 comes because the role was switched in another tab', async () => {
    const calls = fakeApi({
      'GET /students/7': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'You do not have access to this.' } },
      },
      // The other tab switched to Counselor.
      'GET /auth/me': { body: { data: session('Counselor', ['Counselor', 'admin Officer']) } },
    });
    renderAt('/admin-officer/student-details/7', session('admin Officer', ['Counselor', 'admin Officer']), {
      queryClient: createQueryClient(vi.fn()),
      areas: [
        {
          path: '/admin-officer/*',
          element: <AreaGuard areaRole="admin Officer">{() => <StudentProbe />}</AreaGuard>,
        },
      ],
    });
    expect(await screen.findByText('This page belongs to the admin Officer area', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to admin Officer' })).toBeTruthy();
    // One re-read of the session for the one 403, and the student's read is not asked again.
    expect(calls.filter((call) => call.path === '/auth/me')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/students/7')).toHaveLength(1);
  });
});
