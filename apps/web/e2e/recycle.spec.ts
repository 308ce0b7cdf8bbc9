import { expect, test } from '@playwright/test';
import { DEMO, registerForCounselor, screenshotEach, signIn } from './support.ts';

// ReCycle Students a page at a time: 12 students of this run archived, found by a part of their name, the row
// number going on across pages, and restoring the last row of page 2 stepping back to page 1.
const stamp = Date.now().toString().slice(-5);
const prefix = `Recycled ${stamp}`;

test('Super Admin searches ReCycle Students, pages them and restores the last of a page', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  for (let n = 1; n <= 12; n++) {
    const nn = String(n).padStart(2, '0');
    const created = await registerForCounselor(page.request, {
      fullName: `${prefix} ${nn}`,
      email: `recycled${stamp}${nn}@example.com`,
      phoneNumber: `0171${stamp}${nn}`,
    });
    const removed = await page.request.delete(`/api/v1/super-admin/delete-student/${created.studentId}/journey`);
    expect(removed.status()).toBe(200);
  }

  await page.getByRole('link', { name: 'ReCycle Students' }).click();
  await expect(page).toHaveURL('/super-admin/recycle/student-list');
  const rows = page.getByRole('row');
  const cells = (row: number) => rows.nth(row).getByRole('cell');
  await page.getByRole('textbox', { name: 'Search by name' }).fill(prefix.toUpperCase());
  await expect(page).toHaveURL(`/super-admin/recycle/student-list?fullName=RECYCLED+${stamp}`);
  await expect(page.getByText('Page 1 · 1–10 of 12')).toBeVisible();
  await expect(rows).toHaveCount(11);
  await expect(cells(1)).toHaveText(['1', `${prefix} 12`, DEMO.counselor.name, 'Restore']);

  await page.getByRole('button', { name: 'NEXT >>' }).click();
  await expect(page.getByText('Page 2 · 11–12 of 12')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(3);
  await expect(cells(1)).toHaveText(['11', `${prefix} 02`, DEMO.counselor.name, 'Restore']);
  await expect(cells(2)).toHaveText(['12', `${prefix} 01`, DEMO.counselor.name, 'Restore']);

  // A reload keeps the search and the page.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search by name' })).toHaveValue(prefix.toUpperCase());
  await expect(page.getByText('Page 2 · 11–12 of 12')).toBeVisible();

  await page.getByRole('button', { name: `Restore ${prefix} 02` }).click();
  await expect(page.getByText('Student restored successfully.')).toBeVisible();
  await expect(page.getByText('Page 2 · 11–11 of 11')).toBeVisible();
  await page.getByRole('button', { name: `Restore ${prefix} 01` }).click();
  await expect(page.getByText('Page 1 · 1–10 of 10')).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('button', { name: 'NEXT >>' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Search by name' }).fill(`${prefix} nobody`);
  await expect(page.getByText('No archived student matches')).toBeVisible();
  await expect(page.getByText('Try another part of the name, or clear the search.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by name' }).fill('');
  await expect(page).toHaveURL('/super-admin/recycle/student-list');
  await expect(rows.nth(1)).toBeVisible();
});

// The list filled from the demo office, and a search, Light and Dark, desktop and phone.
screenshotEach('recycle', DEMO.superAdmin, async ({ page, file }) => {
  await page.goto('/super-admin/recycle/student-list');
  await expect(page.getByText(/^Page 1 · 1–/)).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: file('recycle-list'), fullPage: true });
  await page.getByRole('textbox', { name: 'Search by name' }).fill('zzz no such name');
  await expect(page.getByText('No archived student matches')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: file('recycle-no-match') });
});
