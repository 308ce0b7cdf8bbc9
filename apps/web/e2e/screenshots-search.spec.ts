import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

// Issue 19: the top bar's search with results, the phone country setting, a sorted student list and the possible
// matches of the registration form, Light and Dark, desktop and phone.
test.describe('screenshots: search', { tag: '@screenshots' }, () => {
  test.setTimeout(120_000);
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`search, ${device}, ${theme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, DEMO.superAdmin.email);
        await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
        await expect(page.getByRole('button', { name: 'Search students, employees and universities' })).toBeVisible();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${OUT}/search-top-bar-${device}-${theme}.png` });
        await page.getByRole('button', { name: 'Search students, employees and universities' }).click();
        const search = page.getByRole('textbox', { name: 'Search' });
        await search.fill('rahman');
        await expect(page.getByRole('button', { name: /Rahman \(\d+\)/ }).first()).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/search-name-${device}-${theme}.png` });
        await search.fill('01700-000032');
        await expect(page.getByRole('button', { name: /\(10032\).*Phone number/ })).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/search-phone-${device}-${theme}.png` });
        await page.keyboard.press('Escape');
        await page.goto('/super-admin/settings');
        const card = page.getByRole('heading', { name: 'Phone numbers' });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${OUT}/settings-phone-${device}-${theme}.png` });

        // The Super Admin's student list by name, 25 a page, and the registration form finding who it may be.
        await page.goto('/super-admin/student/student-list?size=25&sort=name');
        await expect(page.getByText(/^Page 1 · 1–25 of /)).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/student-list-${device}-${theme}.png`, fullPage: true });
        await page.goto('/super-admin/student/create-student');
        await page.getByLabel('Phone number').fill('01700-000032');
        await expect(page.getByTestId('possible-matches')).toBeVisible();
        await page.getByTestId('possible-matches').scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/possible-matches-${device}-${theme}.png` });
      });
    }
  }
});
