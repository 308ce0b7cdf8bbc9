import { expect } from '@playwright/test';
import { DEMO, screenshotEach } from './support.ts';

// Issue 19: the top bar's search with results, the phone country setting, a sorted student list and the possible
// matches of the registration form, Light and Dark, desktop and phone.
screenshotEach(
  'search',
  DEMO.superAdmin,
  async ({ page, file }) => {
    await expect(page.getByRole('button', { name: 'Search students, employees and universities' })).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: file('search-top-bar') });
    await page.getByRole('button', { name: 'Search students, employees and universities' }).click();
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('rahman');
    await expect(page.getByRole('button', { name: /Rahman \(\d+\)/ }).first()).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('search-name') });
    await search.fill('01700-000032');
    await expect(page.getByRole('button', { name: /\(10032\).*Phone number/ })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('search-phone') });
    await page.keyboard.press('Escape');
    await page.goto('/super-admin/settings');
    const card = page.getByRole('heading', { name: 'Phone numbers' });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: file('settings-phone') });

    // The Super Admin's student list by name, 25 a page, and the registration form finding who it may be.
    await page.goto('/super-admin/student/student-list?size=25&sort=name');
    await expect(page.getByText(/^Page 1 · 1–25 of /)).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('student-list'), fullPage: true });
    await page.goto('/super-admin/student/create-student');
    await page.getByLabel('Phone number').fill('01700-000032');
    await expect(page.getByTestId('possible-matches')).toBeVisible();
    await page.getByTestId('possible-matches').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('possible-matches') });
  },
  120_000,
);
