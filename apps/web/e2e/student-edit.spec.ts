import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support.ts';

const COUNSELOR2 = { email: 'counselor2@example.com', name: 'Farhan Hossain', employeeId: 'D-004' };

/** Registers a student for Nusrat Jahan (D-003) as the receptionist would, through the API. */
async function registerForNusrat(request: APIRequestContext, fullName: string, phoneNumber: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: DEMO.receptionist.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const counselors = (await (await request.get('/api/v1/employees/counselors')).json()) as {
    data: { _id: string; employee_id: string }[];
  };
  const nusrat = counselors.data.find((c) => c.employee_id === 'D-003');
  const created = await request.post('/api/v1/receptionist/add-student', {
    data: {
      fullName,
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phoneNumber,
      counselor: nusrat?._id,
    },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/v1/auth/logout');
  return ((await created.json()) as { data: { studentId: number } }).data.studentId;
}

// Two sign-ins and a reload each: more than the default half minute on a busy machine.
test.describe.configure({ timeout: 90_000 });

const unique = () => Date.now().toString(36).slice(-5);
const detailsHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('a counselor corrects a phone number; the number is a tel: link and Pre stays in the app', async ({
  page,
  request,
}) => {
  const name = `Edit Journey ${unique()}`;
  const studentId = await registerForNusrat(request, name, '01711-300400');

  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  // The first page after signing in: Pre goes to a page of the app, not back to the sign-in or another site.
  await page.getByRole('button', { name: 'Pre', exact: true }).click();
  await expect(page).toHaveURL('/counselor/my-day');
  await page.getByRole('navigation', { name: 'Counselor navigation' }).getByRole('link', { name: 'Follow Up' }).click();
  await expect(page).toHaveURL('/counselor/dashboard/follow-up');
  await page.getByRole('button', { name: 'Pre', exact: true }).click();
  await expect(page).toHaveURL('/counselor/my-day');

  await page.goto(`/counselor/student-details/${studentId}/D-003`);
  await expect(detailsHeading(page, name)).toBeVisible();
  await expect(page.getByRole('link', { name: '01711-300400' })).toHaveAttribute('href', 'tel:+8801711300400');
  await expect(page.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit student' });
  await expect(dialog.getByLabel('Full name')).toHaveValue(name);
  await expect(dialog.getByLabel('Phone number')).toHaveValue('01711-300400'); // as dialled, not as stored
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  // A bad value is refused next to its field, before anything is sent.
  await dialog.getByLabel('Phone number').fill('call me');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter a phone number of digits, spaces, dashes or a leading +')).toBeVisible();
  await dialog.getByLabel('Phone number').fill('+880 1811-555666');
  await dialog.getByLabel('City').fill('Sylhet');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Student updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Stored with its country code (issue 19), shown as the office dials it.
  await expect(page.getByRole('link', { name: '01811-555666' })).toHaveAttribute('href', 'tel:+8801811555666');
  await expect(page.getByText('Sylhet')).toBeVisible();

  // Reloaded from the server: the change was kept, the rest untouched.
  await page.reload();
  await expect(page.getByRole('link', { name: '01811-555666' })).toBeVisible();
  await expect(page.getByText('Sylhet')).toBeVisible();
  await expect(detailsHeading(page, name)).toBeVisible();
});

test('Super Admin moves a student to another counselor, who then has it', async ({ page, request, browser }) => {
  const name = `Move Journey ${unique()}`;
  const studentId = await registerForNusrat(request, name, '01711-300500');

  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await page.goto(`/super-admin/student-details/${studentId}/D-003`);
  await expect(detailsHeading(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'Change counselor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change counselor' });
  await dialog.getByRole('combobox', { name: 'New counselor' }).click();
  await page.getByRole('option', { name: `${COUNSELOR2.name} (${COUNSELOR2.employeeId})` }).click();
  await dialog.getByRole('button', { name: 'Move student' }).click();
  await expect(page.getByText(`${name} now belongs to ${COUNSELOR2.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(COUNSELOR2.name, { exact: true })).toBeVisible();

  const context = await browser.newContext();
  const counselor2 = await context.newPage();
  await signIn(counselor2, COUNSELOR2.email);
  await expect(counselor2).toHaveURL(DEMO.counselor.dashboard);
  await counselor2.getByRole('button', { name: /Notifications/ }).click();
  await expect(
    counselor2.getByText(`Student ${name} (${studentId}) was moved to you by ${DEMO.superAdmin.name}.`),
  ).toBeVisible();
  await counselor2.keyboard.press('Escape');
  await counselor2.getByRole('combobox', { name: 'Full name' }).fill(name);
  await counselor2.getByRole('button', { name: 'Filter' }).click();
  const row = counselor2.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `More info about ${name}` }).click();
  await expect(detailsHeading(counselor2, name)).toBeVisible();
  await expect(counselor2.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await context.close();
});
