import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

// Issue 19: a list says how many match, shows 10, 25, 50 or 100 a page, has Student ID and Counselor columns, and
// keeps its filter, page and size in the address, so it survives a reload and can be shared.

test('the Super Admin’s student list counts, resizes, and keeps its filter through a reload', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await page.goto('/super-admin/student/student-list');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(11);
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers.slice(1, 8)).toEqual(['Name', 'Phone Number', 'Address', 'Email', 'Status', 'StudentId', 'Counselor']);
  const counted = page.getByText(/^Page 1 · 1–10 of [\d,]+\+?$/);
  await expect(counted).toBeVisible();

  // 25 a page, then the next page: both in the address.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page).toHaveURL(/\?size=25$/);
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'NEXT >>' }).click();
  await expect(page).toHaveURL(/\?page=2&size=25$/);
  await expect(page.getByText(/^Page 2 · 26–50 of /)).toBeVisible();

  // A name and Enter filter from the first page; a reload keeps the list as it was.
  const firstName = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())?.trim() ?? '';
  await page.getByRole('combobox', { name: 'Full name' }).fill(firstName);
  await page.getByRole('combobox', { name: 'Full name' }).press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`\\?fullName=${encodeURIComponent(firstName).replace(/%20/g, '\\+')}&size=25$`),
  );
  // Other journeys may register students of the same name meanwhile, so the count is read, not compared.
  const matches = page.getByText(/^Page 1 · 1–\d+ of \d+$/);
  await expect(matches).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Full name' })).toHaveValue(firstName);
  await expect(matches).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: firstName }).first()).toBeVisible();

  // By name, A to Z then Z to A, from the header; the order is in the address too.
  await page.goto('/super-admin/student/student-list');
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(table.getByRole('columnheader', { name: 'StudentId' })).toHaveAttribute('aria-sort', 'descending');
  const names = async () =>
    (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((n) => n.trim().toLowerCase());
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/\?sort=name$/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const n = await names();
      return n.join() === [...n].sort().join();
    })
    .toBe(true);
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/\?sort=name-desc$/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const n = await names();
      return n.join() === [...n].sort().reverse().join();
    })
    .toBe(true);

  // A shared address that makes no sense opens the list as it starts.
  await page.goto('/super-admin/student/student-list?size=7&page=-2&status=lost');
  await expect(page.getByText(/^Page 1 · 1–10 of /)).toBeVisible();
});

test('Website-Leads and the Employee List sort, resize and keep their search through a reload', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const table = page.getByRole('table');
  const column = (n: number) => async () =>
    (await table.locator(`tbody tr td:nth-child(${n})`).allTextContents()).map((text) => text.trim().toLowerCase());
  const inOrder = (cells: string[], reverse = false) => {
    const sorted = [...cells].sort();
    return cells.join() === (reverse ? sorted.reverse() : sorted).join();
  };

  // Website-Leads: by name, 25 a page, a search; all in the address and kept by a reload.
  await page.goto('/super-admin/web-students');
  await expect(page.getByRole('heading', { name: 'Website-Leads' })).toBeVisible();
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  const leadName = table.getByRole('columnheader', { name: 'Name' });
  await leadName.getByRole('button').click();
  await expect(page).toHaveURL(/\?sort=name$/);
  await expect(leadName).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => inOrder(await column(2)())).toBe(true);
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page).toHaveURL(/\?size=25&sort=name$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('a');
  await expect(page).toHaveURL(/\?q=a&size=25&sort=name$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('a');
  await expect(leadName).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');

  // The Employee List: by name from Z to A, with how many there are; the role filter in the address.
  await page.goto('/super-admin/employee/employee-list');
  const userName = table.getByRole('columnheader', { name: 'User name' });
  await expect(userName).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/^Page 1 · 1–\d+ of \d+$/)).toBeVisible();
  await userName.getByRole('button').click();
  await expect(page).toHaveURL(/\?sort=name-desc$/);
  const employeeNames = async () =>
    (await table.locator('tbody tr td:nth-child(2) p:first-child').allTextContents()).map((n) => n.toLowerCase());
  await expect.poll(async () => inOrder(await employeeNames(), true)).toBe(true);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Counselor', exact: true }).click();
  await expect(page).toHaveURL(/\?role=Counselor&sort=name-desc$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Counselor');
  await expect(table.getByRole('row').filter({ hasText: DEMO.counselor.name })).toBeVisible();
});
