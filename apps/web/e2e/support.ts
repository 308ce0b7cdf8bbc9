import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Session } from '@studydesk/shared/auth';
import { PAGES } from '../src/page-paths.ts';

/** The demo accounts of `npm run seed:demo`. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO = {
  superAdmin: { email: 'superadmin@example.com', name: 'Sadia Rahman', dashboard: '/super-admin/dashboard' },
  receptionist: { email: 'receptionist@example.com', name: 'Tanvir Ahmed', dashboard: '/receptionist/dashboard' },
  counselor: { email: 'counselor@example.com', name: 'Nusrat Jahan', dashboard: '/counselor/dashboard' },
  officer: { email: 'officer@example.com', name: 'Mehedi Hasan', dashboard: '/admin-officer/dashboard' },
  visa: { email: 'visa@example.com', name: 'Ayesha Siddiqua', dashboard: '/visa-process/dashboard' },
  hr: { email: 'hr@example.com', name: 'Rafiq Islam', dashboard: '/hr/dashboard' },
  engineer: { email: 'engineer@example.com', name: 'Imran Kabir', dashboard: '/engineer/dashboard' },
  multi: { email: 'multi@example.com', name: 'Lamia Chowdhury', dashboard: '/counselor/dashboard' },
  accounts: { email: 'accounts@example.com', name: 'Farhana Akter', dashboard: '/accounts/dashboard' },
} as const;

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the sign-in page, as a user does: for the journeys of signing in itself. */
export async function signInByForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, email, password);
}

/**
 * Signs in as a journey's user and opens their dashboard, where the sign-in page leads: the session by the API, in
 * the page's own cookies. The sign-in page's load was about a second and a half of every journey (a new context
 * compiles its code again each time); signing in through it is a journey of its own (shell.spec.ts).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  const { data } = (await response.json()) as { data: Session };
  await page.goto(PAGES.dashboard.path(data.user.role));
}

/**
 * Waits, once called back, until the page's live notifications are connected: socket.io's answer to the socket's
 * connect (the packet `40`, by long polling or, once upgraded, on the websocket), which the server sends once the
 * socket has joined its employee's room. A notification made before that reaches the bell's list (each connect
 * reloads it), never its toast. Start it before the sign-in; await what it returns before the user is notified.
 */
export function liveNotifications(page: Page) {
  let connected = false;
  // Packets of one long-polling answer are parted by the record separator.
  const isConnect = (payload: string) => payload.split('\u001e').some((packet) => packet.startsWith('40'));
  page.on('response', async (response) => {
    if (connected || !response.url().includes('/socket.io/?')) return;
    if (isConnect(await response.text().catch(() => ''))) connected = true;
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (isConnect(String(payload))) connected = true;
    }),
  );
  return () => expect.poll(() => connected, { message: 'the bell connects', timeout: 15_000 }).toBe(true);
}

/** A student as the staff lists answer it (the fields the journeys read). */
export interface ApiStudent {
  studentId: number;
  fullName: string;
  advices: string;
  status: string;
  counselor: { employee_id: string } | null;
}

/** A follow-up student of the signed-in counselor that has no advices yet, asked with the page's own session. */
export async function freshFollowUpStudent(page: Page): Promise<ApiStudent> {
  for (let p = 1; p <= 10; p++) {
    const response = await page.request.get(`/api/v1/utilities/filter-student-list/D-003?status=follow-up&page=${p}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: ApiStudent[]; page: { hasNext: boolean } };
    const found = body.data.find((s) => s.advices.trim() === '');
    if (found) return found;
    if (!body.page.hasNext) break;
  }
  throw new Error('No follow-up student without advices is left in the demo data');
}

/**
 * Registers a student for the demo Counselor with the session of `request` (a receptionist's or Super Admin's), as the
 * Create Student form does: `fields` are the form's (fullName, email, phoneNumber and any other).
 */
export async function registerForCounselor(request: APIRequestContext, fields: Record<string, string>) {
  const counselors = (await (await request.get('/api/v1/employees/counselors')).json()) as {
    data: { _id: string; name: string }[];
  };
  const counselor = counselors.data.find((c) => c.name === DEMO.counselor.name)?._id;
  const created = await request.post('/api/v1/receptionist/add-student', { data: { ...fields, counselor } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { _id: string; studentId: number; fullName: string } }).data;
}

/** Where screenshots go: they are looked at, never compared. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');
const SCREEN_SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

export interface ScreenshotRun {
  page: Page;
  device: (typeof SCREEN_SIZES)[number][0];
  theme: 'light' | 'dark';
  viewport: { width: number; height: number };
  /** Where the screenshot `name` of this device and theme is saved. */
  file: (name: string) => string;
}

/**
 * One @screenshots test per device (desktop, phone) and theme (Light, Dark), each signed in as `account` at that
 * size and in that colour scheme before `body` runs.
 */
export function screenshotEach(
  title: string,
  account: (typeof DEMO)[keyof typeof DEMO],
  body: (run: ScreenshotRun) => Promise<void>,
  timeout?: number,
) {
  test.describe(`screenshots: ${title}`, { tag: '@screenshots' }, () => {
    if (timeout) test.setTimeout(timeout);
    for (const [device, viewport] of SCREEN_SIZES) {
      for (const theme of ['light', 'dark'] as const) {
        test(`${title}, ${device}, ${theme}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(`/homepage?theme=${theme}`);
          await signIn(page, account.email);
          await expect(page).toHaveURL(account.dashboard);
          await body({
            page,
            device,
            theme,
            viewport,
            file: (name) => `${SCREENSHOTS}/${name}-${device}-${theme}.png`,
          });
        });
      }
    }
  });
}
