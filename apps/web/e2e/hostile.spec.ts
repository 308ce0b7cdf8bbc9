import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, liveNotifications, signIn } from './support.ts';

// Stored text that looks like markup must reach every screen as text: never parsed, never run.
const stamp = Date.now().toString().slice(-7);
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const name = `${IMG} ${SCRIPT} ${stamp}`;
const street = `${SCRIPT} Road ${stamp}`;
const city = `${IMG} City`;
const advices = `Apply early ${IMG} then ${SCRIPT} ${stamp}`;

interface Watched {
  page: Page;
  dialogs: string[];
}

async function signedIn(browser: Browser, email: string, dashboard: string): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const live = liveNotifications(page);
  await signIn(page, email);
  await expect(page).toHaveURL(dashboard);
  await live();
  return { page, dialogs };
}

/** Nothing of the stored text became markup or ran: no injected element, no flag, no dialog. */
async function expectInert({ page, dialogs }: Watched) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.locator('script').evaluateAll((all) => all.some((s) => s.textContent?.includes('__xss')))).toBe(
    false,
  );
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

let counselor: Watched;
let receptionist: Watched;

test.beforeEach(async ({ browser }) => {
  counselor = await signedIn(browser, DEMO.counselor.email, DEMO.counselor.dashboard);
  receptionist = await signedIn(browser, DEMO.receptionist.email, DEMO.receptionist.dashboard);
});

test.afterEach(async () => {
  await counselor.page.context().close();
  await receptionist.page.context().close();
});

test('names, addresses and advices holding HTML or script show as text on the bell, list and details', async () => {
  test.setTimeout(60_000); // two people signed in, five pages: near 30 s on a busy machine
  const counselors = await receptionist.page.request.get('/api/v1/employees/counselors');
  const { data: options } = (await counselors.json()) as { data: { _id: string; employee_id: string }[] };
  const mine = options.find((o) => o.employee_id === 'D-003');
  expect(mine).toBeDefined();

  // The receptionist registers the student (through the API: the form is not what is under test).
  const created = await receptionist.page.request.post('/api/v1/receptionist/add-student', {
    data: {
      fullName: name,
      email: `hostile${stamp}@example.com`,
      phoneNumber: `0190${stamp}`,
      counselor: mine?._id,
      street,
      city,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: student } = (await created.json()) as { data: { studentId: number; fullName: string } };
  expect(student.fullName).toBe(name);

  // The bell: the live notification names the student as typed.
  const { page } = counselor;
  const toast = page.getByRole('alert').filter({ hasText: stamp });
  await expect(toast).toContainText(name, { timeout: 10_000 });
  await expectInert(counselor);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page.getByRole('list', { name: 'Notification list' }).getByRole('listitem').filter({ hasText: stamp });
  await expect(notice.first()).toContainText(`New student ${name} (${student.studentId})`);
  await expectInert(counselor);
  await page.keyboard.press('Escape');

  // The counselor's advices, written through the API as the details page would.
  const advised = await page.request.put(`/api/v1/student/${student.studentId}/advices`, { data: { advices } });
  expect(advised.status(), await advised.text()).toBe(200);

  // The list (a new student is in Follow Up).
  await page.goto('/counselor/dashboard/follow-up');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expectInert(counselor);

  // The details.
  await page.goto(`/counselor/student-details/${student.studentId}/D-003`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(advices).first()).toBeVisible();
  await expect(page.getByText(street).first()).toBeVisible();
  await expect(page.getByText(city).first()).toBeVisible();
  await expectInert(counselor);

  // The receptionist's own list shows it too.
  await receptionist.page.goto('/receptionist/student/student-list');
  await expect(receptionist.page.getByText(name, { exact: true }).first()).toBeVisible();
  await expectInert(receptionist);
});
