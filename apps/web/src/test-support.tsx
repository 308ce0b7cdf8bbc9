import { MantineProvider } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import type { Employee } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import { type Student, studentSchema } from '@studydesk/shared/students';
import { MESSAGE_LANGUAGES, TEMPLATE_KEYS } from '@studydesk/shared/templates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from './api/query-client.ts';

// What the pages' tests share: a fake API behind fetch, the providers a page renders in, a signed-in area.

type Answer = { status?: number; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => Answer;

/** Stubs fetch with `routes` ("GET /commissions" → answer); anything else is a 404. Returns the calls made. */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, search: url.search, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route({ url, body }) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const json = answer ? answer.body : { error: { code: 'NOT_FOUND', message: `No fake for ${method} ${path}` } };
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** Renders `page` as the app does: Mantine, a query client whose errors go to `showError`, texts loaded lazily. */
export function renderPage(page: ReactNode, showError: (message: string) => void) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(showError)}>
        <Suspense fallback={<p>loading texts</p>}>{page}</Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The session of a signed-in `role` (employee ID `employeeId`), as an area's guard hands it to its pages. */
export function sessionOf(role: Role, employeeId = 'E-1'): Session {
  return {
    user: { _id: 'u1', employee_id: employeeId, role, name: 'Sara Rahman', email: 's@example.com', profilePic: null },
    roles: [{ _id: 'r1', role }],
  };
}

/**
 * Renders `pages` in an area at `area` (`/super-admin`) signed in as `session`, as the app's router does, at the
 * address `at` (`/super-admin/dashboard`; the area itself when not given). Answers the router, to follow navigation.
 */
export function renderInArea(
  session: Session,
  area: string,
  pages: RouteObject[],
  showError: (message: string) => void,
  at = area,
) {
  const router = createMemoryRouter([{ path: area, element: <Outlet context={session} />, children: pages }], {
    initialEntries: [at],
  });
  renderPage(<RouterProvider router={router} />, showError);
  return router;
}

/** `page` alone in an area of `role`, as the app's router shows it; the query client's toasts go to `showError`. */
export function showInArea(page: ReactNode, role: Role, showError: (message: string) => void) {
  renderInArea(sessionOf(role), '/area', [{ index: true, element: page }], showError);
}

/** An employee as the API answers one, with `changes`. */
export function anEmployee(changes: Partial<Employee> = {}): Employee {
  return {
    _id: 'e1',
    employee_id: 'E-2',
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    phone: '',
    familyPhone: '',
    address: '',
    salary: '',
    previousExperience: '',
    active: true,
    roles: [],
    profilePic: null,
    cv: null,
    resume: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A student as the API answers one (a follow-up lead of no counselor yet), with `changes`. */
export function aStudent(changes: Record<string, unknown> = {}): Student {
  return studentSchema.parse({
    _id: 's1',
    studentId: 1042,
    fullName: 'Tahmid Hasan',
    email: 'tahmid@example.com',
    phoneNumber: '+8801711000000',
    counselor: null,
    status: 'follow-up',
    advices: '',
    advise: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...changes,
  });
}

/** The message templates' settings as GET /settings/templates answers them: every template, none edited. */
export const TEMPLATE_SETTINGS = {
  templates: TEMPLATE_KEYS.map((key) => ({
    key,
    label: key,
    trigger: '',
    automatic: key === 'free-message' ? null : false,
    ...Object.fromEntries(MESSAGE_LANGUAGES.map((language) => [language, { subject: 'Hello', body: 'Dear student' }])),
    edited: false,
  })),
  reminderEveryDays: 7,
  automaticLanguage: 'en',
  variables: [],
};
