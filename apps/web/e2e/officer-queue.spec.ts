import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

// Issue 22: the admin Officer's queue searches, filters, sorts, shows the newest application and days waiting,
// and downloads what it shows.

const COLUMN = { studentId: 1, name: 2, university: 5, intake: 6, applicationStatus: 7, days: 8 } as const;

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const column = (page: Page, index: number) =>
  bodyRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();

test.describe('the admin Officer’s queue', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.officer.email);
    await expect(page).toHaveURL(DEMO.officer.dashboard);
    await expect(bodyRows(page).first()).toBeVisible();
  });

  test('shows university, intake, application status and days waiting for each student', async ({ page }) => {
    for (const header of ['University', 'Intake', 'Application status', 'Days waiting']) {
      await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
    }
    for (const days of await column(page, COLUMN.days)) expect(days).toMatch(/^\d+ days?$/);
    // Longest waiting first.
    const waited = (await column(page, COLUMN.days)).map((d) => Number.parseInt(d, 10));
    expect(waited).toEqual([...waited].sort((a, b) => b - a));
  });

  test('finds a student by name, student ID and phone', async ({ page }) => {
    const first = bodyRows(page).first();
    const studentId = (await first.locator('td').nth(COLUMN.studentId).innerText()).trim();
    const name = (await first.locator('td').nth(COLUMN.name).innerText()).trim();
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(studentId);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(name);
    await search.fill(name.split(' ')[0]?.toLowerCase() ?? name);
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(1);
    await search.fill('no such student anywhere');
    await expect(page.getByText('No students found')).toBeVisible();
  });

  test('filters by university, intake and application status', async ({ page }) => {
    await page.getByRole('combobox', { name: 'University' }).click();
    const option = page.getByRole('option').first();
    const university = (await option.innerText()).trim();
    await option.click();
    await expect
      .poll(async () => {
        const cells = await column(page, COLUMN.university);
        return cells.length > 0 && cells.every((cell) => cell.includes(university));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('combobox', { name: 'Intake' }).click();
    const intakeOption = page.getByRole('option').first();
    const intake = (await intakeOption.innerText()).trim();
    await intakeOption.click();
    await expect.poll(async () => [...new Set(await column(page, COLUMN.intake))]).toEqual([intake]);

    await page.getByRole('button', { name: 'Clear' }).click();
    const shown = (await column(page, COLUMN.applicationStatus)).find((cell) => cell !== '—');
    if (!shown) throw new Error('The demo officer has no application on the first page');
    await page.getByRole('combobox', { name: 'Application status' }).click();
    await page.getByRole('option', { name: shown, exact: true }).click();
    await expect.poll(async () => [...new Set(await column(page, COLUMN.applicationStatus))]).toEqual([shown]);
  });

  test('sorts by a column both ways', async ({ page }) => {
    const before = await column(page, COLUMN.name);
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => column(page, COLUMN.name)).not.toEqual(before);
    const ascending = await column(page, COLUMN.name);
    const initials = ascending.map((name) => name.charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => column(page, COLUMN.name)).not.toEqual(ascending);
    const descending = (await column(page, COLUMN.name)).map((name) => name.charAt(0).toLowerCase());
    expect(descending).toEqual([...descending].sort().reverse());
  });

  test('downloads the queue as data.xlsx', async ({ page }) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await downloading).suggestedFilename()).toBe('data.xlsx');
  });
});
