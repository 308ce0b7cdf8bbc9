import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from './api/query-client.ts';

// What the pages' tests share: a fake API behind fetch, and the providers a page renders in.

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
