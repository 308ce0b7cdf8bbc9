import { expect, type Page, test } from '@playwright/test';
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
};

/** `student-details/:studentId/:counselorId/:applicantId?` as a regular expression over an area's path. */
function patternRegex(role: Role, pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${areaPath(role)}${body}$`);
}

/** Waits until the screen has loaded its data and finished its transitions. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible], .mantine-Loader-root')).toHaveCount(0);
  // Mantine fades panels in; half-transparent text would read as too faint.
  await page.waitForTimeout(150);
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
  expect.soft(await page.locator('h1').count(), `the h1 of ${screen}`).toBe(1);
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
const EXPLORE = 8;

async function sweepArea(page: Page, role: Role): Promise<number> {
  const patterns = [PAGES.dashboard.pattern, ...AREA_PAGES[role].map((p) => p.path)];
  const staticPaths = patterns.filter((p) => !p.includes(':')).map((p) => `${areaPath(role)}/${p}`);
  const parametric = new Map(patterns.filter((p) => p.includes(':')).map((p) => [p, patternRegex(role, p)]));
  const candidates = new Map<string, string[]>([...parametric.keys()].map((p) => [p, []]));
  const harvest = async () => {
    for (const linked of await linkedPaths(page)) {
      if (staticPaths.includes(linked)) continue;
      for (const [pattern, regex] of parametric) {
        const seen = candidates.get(pattern) ?? [];
        if (regex.test(linked) && !seen.includes(linked)) seen.push(linked);
      }
    }
  };
  let count = 0;
  for (const path of staticPaths) {
    await page.goto(path);
    count += await checkScreen(page, `${role}: ${path}`);
    await harvest();
  }
  // Each page with parameters once, through the first link to it; a student's details lead to its documents and
  // so on. A page no one linked to yet is looked for behind the other links already found.
  const checked = new Set<string>();
  const opened = new Set<string>();
  for (let explored = 0; ; ) {
    const next = [...candidates].find(([pattern, paths]) => !checked.has(pattern) && paths.length > 0);
    if (next) {
      const [pattern, [path = '']] = next;
      checked.add(pattern);
      opened.add(path);
      await page.goto(path);
      count += await checkScreen(page, `${role}: ${path}`);
      await harvest();
      continue;
    }
    const unopened = [...candidates.values()].flat().find((path) => !opened.has(path));
    if (checked.size === parametric.size || !unopened || explored++ >= EXPLORE) break;
    opened.add(unopened);
    await page.goto(unopened);
    await settle(page);
    await harvest();
  }
  const unreached = [...parametric.keys()].filter((pattern) => !checked.has(pattern));
  expect.soft(unreached, `pages of ${role} that no page links to`).toEqual([]);
  return count;
}

test.describe('accessibility, Light and Dark', () => {
  // Dozens of screens a test, each checked twice: far longer than one journey's 30 seconds.
  test.describe.configure({ timeout: 900_000 });

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

/** A fresh upload link for one of the signed-in counselor's students. */
async function uploadLink(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003');
  const student = ((await list.json()) as { data: { studentId: number }[] }).data[0];
  if (!student) throw new Error('D-003 has no student');
  const issued = await page.request.post(`/api/v1/student/${student.studentId}/upload-link`);
  return ((await issued.json()) as { data: { url: string } }).data.url;
}
