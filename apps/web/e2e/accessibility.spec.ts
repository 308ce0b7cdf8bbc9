import { expect, type Page, type Request, test } from '@playwright/test';
import type { Role } from '@studydesk/shared/role-names';
import { AREA_PAGES } from '../src/area-pages.ts';
import { areaPath, PAGES, PUBLIC_PAGES } from '../src/page-paths.ts';
import { expectAccessible } from './axe.ts';
import { DEMO, signIn } from './support.ts';

// Issue 22: every screen of every role, in Light and Dark, has no critical or serious axe violation. The screens
// come from the route table itself (area-pages.ts), so a new page is swept as soon as it is wired in; pages with
// parameters are opened through the first link to them that the area's other pages show.

const ACCOUNTS: Record<Role, { email: string }> = {
  'Super Admin': DEMO.superAdmin,
  receptionist: DEMO.receptionist,
  Counselor: DEMO.counselor,
  'admin Officer': DEMO.officer,
  'Admin Office Visa Section': DEMO.visa,
  Hr: DEMO.hr,
  'Software Engineer': DEMO.engineer,
  Accounts: DEMO.accounts,
};

/** `student-details/:studentId/:counselorId/:applicantId?` as a regular expression over an area's path. */
function patternRegex(role: Role, pattern: string, capture = false): RegExp {
  const [open, close] = capture ? ['(', ')'] : ['', ''];
  const body = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? `(?:/${open}[^/]+${close})?` : `/${open}[^/]+${close}`;
    })
    .join('');
  return new RegExp(`^${areaPath(role)}${body}$`);
}

/** The requests each page has in flight (socket.io's websocket is not one of them). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
}

/** How long the network must stay quiet for a screen to count as loaded (Playwright's `networkidle` waits 500 ms). */
const QUIET_MS = 250;

/** Waits until the screen has loaded its data and finished its transitions. */
async function settle(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('settle needs trackRequests(page) first');
  const deadline = Date.now() + 15_000;
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; await page.waitForTimeout(50)) {
    if (open.size === 0) continue;
    if (Date.now() > deadline) throw new Error(`${open.size} requests still open after 15 s on ${page.url()}`);
    quietSince = Date.now();
  }
  await expect(page.locator('.mantine-Skeleton-root[data-visible], .mantine-Loader-root')).toHaveCount(0);
  // Mantine fades panels in; half-transparent text would read as too faint.
  await page.waitForTimeout(150);
}

/**
 * Shows the area's screen `path` the way a link does, through the router, once the app is loaded: loading the app
 * anew for each screen (page.goto) ran its start and put axe-core in the new document again, most of each
 * screen's time.
 */
async function show(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every path the page links to, without its query. */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.flatMap((href) => (href ? [href.split(/[?#]/)[0] ?? href] : []));
}

/**
 * Checks the screen now shown in Light and in Dark: no critical or serious axe violation, and one h1 naming it.
 * The scheme is switched the way Mantine does it (the attribute on <html>; every scheme colour is CSS), so the
 * page is not loaded twice.
 */
async function checkScreen(page: Page, screen: string): Promise<number> {
  await settle(page);
  await expect.soft(page.locator('h1'), `the h1 of ${screen}`).toHaveCount(1);
  let count = 0;
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    // Names, roles and structure do not change with the scheme; only the colours are checked again in Dark.
    count += await expectAccessible(page, `${screen}, ${scheme}`, { soft: true, contrastOnly: scheme === 'dark' });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
  return count;
}

/** How many more pages may be opened only to find links to the pages with parameters no page showed yet. */
const EXPLORE = 12;

/** The parameters of `path` read with `pattern` (`:studentId` -> its value), or null when it does not match. */
function paramsOf(role: Role, pattern: string, path: string): Record<string, string> | null {
  const names = pattern.split('/').flatMap((s) => (s.startsWith(':') ? [s.replace(/^:|\?$/g, '')] : []));
  const values = patternRegex(role, pattern, true).exec(path)?.slice(1);
  return values ? Object.fromEntries(names.flatMap((name, i) => (values[i] ? [[name, values[i]]] : []))) : null;
}

/** `pattern` filled with known parameters, or null when one it needs is not known. */
function fillPattern(role: Role, pattern: string, known: Record<string, string>): string | null {
  const segments = pattern.split('/').map((s) => (s.startsWith(':') ? known[s.replace(/^:|\?$/g, '')] : s));
  return segments.every(Boolean) ? `${areaPath(role)}/${segments.join('/')}` : null;
}

async function sweepArea(page: Page, role: Role): Promise<number> {
  const patterns = [PAGES.dashboard.pattern, ...AREA_PAGES[role].map((p) => p.path)];
  const staticPaths = patterns.filter((p) => !p.includes(':')).map((p) => `${areaPath(role)}/${p}`);
  const parametric = new Map(patterns.filter((p) => p.includes(':')).map((p) => [p, patternRegex(role, p)]));
  const candidates = new Map<string, string[]>([...parametric.keys()].map((p) => [p, []]));
  // The first new link of each page opened: looking behind links of different pages finds different cases.
  const toExplore: string[] = [];
  const harvest = async () => {
    let first = true;
    for (const linked of await linkedPaths(page)) {
      if (staticPaths.includes(linked)) continue;
      for (const [pattern, regex] of parametric) {
        const seen = candidates.get(pattern) ?? [];
        if (!regex.test(linked) || seen.includes(linked)) continue;
        seen.push(linked);
        if (first) toExplore.push(linked);
        first = false;
      }
    }
  };
  let count = 0;
  for (const path of staticPaths) {
    await show(page, path);
    count += await checkScreen(page, `${role}: ${path}`);
    await harvest();
  }
  // Each page with parameters once, through the first link to it; a student's details lead to its documents and
  // so on. A page no one linked to yet is looked for behind the links of the pages opened so far.
  const checked = new Map<string, string>();
  const opened = new Set<string>();
  for (let explored = 0; ; ) {
    const next = [...candidates].find(([pattern, paths]) => !checked.has(pattern) && paths.length > 0);
    if (next) {
      const [pattern, [path = '']] = next;
      checked.set(pattern, path);
      opened.add(path);
      await show(page, path);
      count += await checkScreen(page, `${role}: ${path}`);
      await harvest();
      continue;
    }
    const unopened = toExplore.find((path) => !opened.has(path));
    if (checked.size === parametric.size || !unopened || explored++ >= EXPLORE) break;
    opened.add(unopened);
    await show(page, unopened);
    await settle(page);
    await harvest();
  }
  // A page that no link leads to (the Super Admin's view of a case's university documents) is opened with the
  // parameters of the pages reached: it is a screen of the role all the same.
  const known = Object.assign(
    {},
    ...[...checked].map(([pattern, path]) => paramsOf(role, pattern, path) ?? {}),
  ) as Record<string, string>;
  if (!known.applicantId && [...parametric.keys()].some((p) => !checked.has(p) && p.includes(':applicantId'))) {
    Object.assign(known, await caseWithOfficer(page, role, candidates.get(PAGES.studentDetails.pattern) ?? []));
  }
  for (const pattern of [...parametric.keys()].filter((p) => !checked.has(p))) {
    const path = fillPattern(role, pattern, known);
    if (!path) continue;
    checked.set(pattern, path);
    await show(page, path);
    count += await checkScreen(page, `${role}: ${path} (no link leads here)`);
  }
  const unreached = [...parametric.keys()].filter((pattern) => !checked.has(pattern));
  expect.soft(unreached, `pages of ${role} that could not be opened`).toEqual([]);
  return count;
}

test.describe('accessibility, Light and Dark', () => {
  // Dozens of screens a test, each checked twice: far longer than one journey's 60 seconds. The tests only read, each
  // in its own account's session, so they are dealt out to the workers one by one.
  test.describe.configure({ mode: 'parallel', timeout: 900_000 });
  test.beforeEach(({ page }) => trackRequests(page));

  test('the public pages', async ({ page }) => {
    let count = 0;
    // The landing page holds the course finder.
    for (const path of [PUBLIC_PAGES.home.path(), PUBLIC_PAGES.login.path(), PUBLIC_PAGES.notFound.path()]) {
      await page.goto(path);
      count += await checkScreen(page, path);
    }
    // The student's upload page, through a link a counselor issues.
    await signIn(page, DEMO.counselor.email);
    await expect(page).toHaveURL(DEMO.counselor.dashboard);
    await page.goto(await uploadLink(page));
    await page.context().clearCookies();
    count += await checkScreen(page, 'the student upload page');
    console.log(`public pages: ${count} elements with a violation`);
  });

  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    test(`every page of ${role}`, async ({ page }) => {
      await signIn(page, ACCOUNTS[role].email);
      await expect(page).toHaveURL(/dashboard/);
      const count = await sweepArea(page, role);
      console.log(`${role}: ${count} elements with a violation`);
    });
  }

  test('key screens on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let count = 0;
    for (const path of [PUBLIC_PAGES.home.path(), PUBLIC_PAGES.login.path()]) {
      await page.goto(path);
      count += await checkScreen(page, `${path} on a phone`);
    }
    await signIn(page, DEMO.counselor.email);
    await expect(page).toHaveURL(DEMO.counselor.dashboard);
    count += await checkScreen(page, 'the counselor dashboard on a phone');
    await page.getByRole('button', { name: 'Show sidebar' }).click();
    count += await checkScreen(page, 'the sidebar on a phone');
    const details = page.locator('a[href*="/student-details/"]').first();
    await page.goto(PAGES.myDay.path('Counselor'));
    count += await checkScreen(page, 'My Day on a phone');
    await page.goto(PAGES.counselorFollowUp.path('Counselor'));
    await settle(page);
    await page.goto((await details.getAttribute('href')) ?? '');
    count += await checkScreen(page, 'a student on a phone');
    console.log(`phone: ${count} elements with a violation`);
  });
});

/**
 * A student of the lists whose case an admin Officer holds (the pages of a case need the officer's id), asked with
 * the page's own session: the Super Admin's lists link to students, but no page of theirs to a case.
 */
async function caseWithOfficer(page: Page, role: Role, detailPaths: string[]): Promise<Record<string, string>> {
  for (const path of detailPaths.slice(0, 200)) {
    const params = paramsOf(role, PAGES.studentDetails.pattern, path);
    if (!params?.studentId) continue;
    const answer = await page.request.get(`/api/v1/student/${params.studentId}/applicants`);
    const current = answer.ok()
      ? ((await answer.json()) as { data: { applicantId: string; current: boolean }[] }).data.find((a) => a.current)
      : undefined;
    if (current) return { ...params, applicantId: current.applicantId };
  }
  return {};
}

/** A fresh upload link for one of the signed-in counselor's students. */
async function uploadLink(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003');
  const student = ((await list.json()) as { data: { studentId: number }[] }).data[0];
  if (!student) throw new Error('D-003 has no student');
  const issued = await page.request.post(`/api/v1/student/${student.studentId}/upload-link`);
  return ((await issued.json()) as { data: { url: string } }).data.url;
}
