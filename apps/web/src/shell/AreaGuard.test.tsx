import { MantineProvider } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../api/query-client.ts';
import { AreaGuard } from './AreaGuard.tsx';

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

function renderAt(path: string, current: Session | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(SESSION_KEY, current);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/counselor/*',
        element: <AreaGuard areaRole="Counselor">{(s) => <p>counselor area for {s.user.name}</p>}</AreaGuard>,
      },
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
});
