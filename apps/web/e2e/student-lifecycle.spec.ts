import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support.ts';

// The whole follow-up of one lead across three people, as issue 3 names it.
const stamp = Date.now().toString().slice(-7);
const name = `Lifecycle Lead ${stamp}`;

async function cardCount(page: Page, label: string) {
  const card = page.getByRole('link', { name: new RegExp(`^${label}: \\d`) });
  await expect(card).toBeVisible();
  return Number((await card.getAttribute('aria-label'))?.split(': ')[1]?.replaceAll(',', ''));
}

async function dashboardCounts(page: Page) {
  await page.goto('/super-admin/dashboard');
  return {
    total: await cardCount(page, 'Total Students'),
    followUp: await cardCount(page, 'Follow Up'),
    enrolled: await cardCount(page, 'Enrolled Students'),
  };
}

async function registerAsReceptionist(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  const counselors = await (await page.request.get('/api/v1/employees/counselors')).json();
  const counselor = counselors.data.find((c: { name: string }) => c.name === DEMO.counselor.name);
  const created = await page.request.post('/api/v1/receptionist/add-student', {
    data: {
      fullName: name,
      email: `lifecycle${stamp}@example.com`,
      phoneNumber: `0180${stamp}`,
      counselor: counselor._id,
    },
  });
  expect(created.status()).toBe(201);
  await context.close();
}

test('a lead goes from the receptionist to its counselor, and the Super Admin sees the counts move', async ({
  browser,
  page,
}) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const before = await dashboardCounts(page);
  await page.request.post('/api/v1/auth/logout');

  await registerAsReceptionist(browser);

  await signIn(page, DEMO.counselor.email);
  await page.getByRole('tab', { name: 'Follow Up' }).click();
  await expect(page).toHaveURL('/counselor/dashboard/follow-up');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'More info' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Make Advices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Advices' });
  await dialog
    .getByLabel('Advices')
    .fill('1. Book the IELTS test 2. Collect the HSC transcript 3. Open a savings account');
  await dialog.getByRole('button', { name: 'Save advices' }).click();
  await expect(page.getByRole('list', { name: 'Advices' }).getByRole('listitem')).toHaveText([
    'Book the IELTS test',
    'Collect the HSC transcript',
    'Open a savings account',
  ]);
  await page.getByRole('radiogroup', { name: 'Follow-up or enrolled' }).getByText('Enrolled').click();
  await expect(page.getByLabel('Status: Enrolled')).toBeVisible();

  await page.getByRole('link', { name: 'Enrolled Students' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.request.post('/api/v1/auth/logout');

  await page.request.post('/api/v1/auth/login', { data: { email: DEMO.superAdmin.email, password: DEMO_PASSWORD } });
  const after = await dashboardCounts(page);
  expect(after).toEqual({ total: before.total + 1, followUp: before.followUp, enrolled: before.enrolled + 1 });
});
