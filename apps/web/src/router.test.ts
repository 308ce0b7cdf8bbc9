import { DEFAULT_OFFICE_LOCALE } from '@studydesk/shared/office-locale';
import type { Portal } from '@studydesk/shared/portal';
import { ROLES } from '@studydesk/shared/role-names';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaPath, PAGES } from './page-paths.ts';
import { patchAreaRoutes, routes } from './router.tsx';
import { AREA_NAV } from './shell/area-nav.ts';
import { fakeApi, renderPage } from './test-support.tsx';
import { setOfficeLocale } from './ui/dhaka-time.ts';

type Patch = Parameters<typeof patchAreaRoutes>[0]['patch'];

async function patched(path: string) {
  const patch = vi.fn<Patch>();
  await patchAreaRoutes({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return patch;
}

/** The route tree as the router has it once every area has been visited. */
async function everyArea(): Promise<RouteObject[]> {
  const children = [...(routes[0]?.children ?? [])];
  const root = { ...routes[0], children } as RouteObject;
  for (const role of ROLES) {
    const patch = await patched(PAGES.dashboard.path(role));
    const [, pages] = patch.mock.calls[0] ?? [];
    const index = children.findIndex((route) => route.id === `area:${areaPath(role)}`);
    const area = children[index];
    if (!area || !pages) throw new Error(`no area route for ${role}`);
    children[index] = { ...area, children: [...(area.children ?? []), ...pages] } as RouteObject;
  }
  return [root];
}

describe('area routes', () => {
  it("adds an area's dashboard and pages when a path inside it is first visited", async () => {
    const patch = await patched('/hr/employee/employee-list');
    expect(patch).toHaveBeenCalledTimes(1);
    const [id, children] = patch.mock.calls[0] ?? [];
    expect(id).toBe('area:/hr');
    expect(children?.map((route) => route.path)).toEqual(
      expect.arrayContaining(['dashboard', 'employee/employee-list', 'employee/:id', 'settings']),
    );
  });

  it('leaves public paths to the routes the router already has', async () => {
    for (const path of ['/', '/login', '/file-upload/s1/c1', '/nowhere', '/hr-like']) {
      expect(await patched(path)).not.toHaveBeenCalled();
    }
  });

  it('finds a page for every link of every sidebar, and not-found for an unknown page of an area', async () => {
    const tree = await everyArea();
    for (const role of ROLES) {
      for (const link of AREA_NAV[role].flatMap((section) => section.links)) {
        const matches = matchRoutes(tree, link.page.path(role)) ?? [];
        expect(matches.at(-1)?.route.path, `${role}: ${link.page.pattern}`).not.toBe('*');
      }
    }
    expect(matchRoutes(tree, '/hr/no-such-page')?.at(-1)?.route.path).toBe('*');
  });
});

describe("the student's upload page", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setOfficeLocale(DEFAULT_OFFICE_LOCALE);
  });

  it("writes its dates in English the office's way (month first here)", async () => {
    const portal: Portal = {
      studentId: 1042,
      firstName: 'Tahmid',
      status: 'follow-up',
      counselorFirstName: null,
      destination: 'UK',
      items: [],
      applications: [],
      expiresAt: '2026-03-06T06:00:00.000Z',
      language: null,
    };
    fakeApi({
      'GET /settings/office-locale': { body: { data: { locale: 'en-US', phoneCountry: 'BD' } } },
      'GET /public/portal/1042': { body: { data: portal } },
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/file-upload/1042/E-1?t=token'] });
    renderPage(createElement(RouterProvider, { router }), vi.fn());
    expect(await screen.findByText('This link works until March 6, 2026.')).toBeTruthy();
  });
});
