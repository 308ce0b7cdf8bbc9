import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

/** Issue 22: the demo office fills every screen a trial user opens, the public side works on a phone. */

/** A list shows rows (a header row and at least one student), not its empty text. */
async function expectRows(page: Page, empty = 'No students found') {
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(empty)).toHaveCount(0);
}

async function go(page: Page, link: string) {
  await page.getByRole('link', { name: link, exact: true }).first().click();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('the demo office, every role', () => {
  test('the admin Officer’s two lists have students', async ({ page }) => {
    await signIn(page, DEMO.officer.email);
    await expect(page).toHaveURL(DEMO.officer.dashboard);
    await expectRows(page);
    await page.getByRole('tab', { name: 'Visa Processing' }).click();
    await expectRows(page);
  });

  test('the visa section’s three tabs have students', async ({ page }) => {
    await signIn(page, DEMO.visa.email);
    await expect(page).toHaveURL(DEMO.visa.dashboard);
    await expectRows(page);
    for (const tab of ['Ongoing Visa Processing', 'Success/Rejected']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectRows(page);
    }
  });

  test('Super Admin’s commission list, archived students and website leads have rows; leads are searched and filtered', async ({
    page,
  }) => {
    await signIn(page, DEMO.superAdmin.email);
    await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
    await go(page, 'B2B Commission List');
    await expectRows(page, 'No commissions found');
    await go(page, 'ReCycle Students');
    await expectRows(page, 'No archived students');
    await go(page, 'Website-Leads');
    await expect(page).toHaveURL(/\/web-students$/);
    await expectRows(page, 'No website leads yet');

    // Exactly: ReCycle's "Search by name" may still be on the screen while the leads' page loads.
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    await search.fill('anika');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText('Anika Tabassum');
    await search.fill('no such lead');
    await expect(page.getByText('No website leads match')).toBeVisible();
    await expect(page.getByText('Try another part of the name, e-mail or phone, or clear a filter.')).toBeVisible();
    await search.fill('');
    await page.getByRole('combobox', { name: 'Converted' }).click();
    await page.getByRole('option', { name: 'Converted to students' }).click();
    await expectRows(page, 'No website leads match');
    await expect(page.getByRole('row').filter({ hasText: 'New lead' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Converted' }).click();
    await page.getByRole('option', { name: 'New leads' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('New lead');
  });

  test('each counselor’s Website-Leads list their converted leads', async ({ page }) => {
    await signIn(page, DEMO.counselor.email);
    await expect(page).toHaveURL(DEMO.counselor.dashboard);
    await expectRows(page);
    await go(page, 'Website-Leads');
    await expectRows(page, 'No website leads yet');
    await expect(page.getByRole('combobox', { name: 'Converted' })).toHaveCount(0);
  });

  test('the notification bell has something to show', async ({ page }) => {
    await signIn(page, DEMO.officer.email);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(page.getByRole('list', { name: 'Notification list' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the dashboards do not scroll sideways', async ({ page }) => {
    for (const account of [DEMO.superAdmin, DEMO.receptionist, DEMO.counselor, DEMO.officer, DEMO.visa]) {
      await signIn(page, account.email);
      await expect(page).toHaveURL(account.dashboard);
      // measured once the dashboard's lists are drawn, as cards on a phone, each with its More info link; just after
      // midnight in Dhaka the receptionist's "Registered today" and the Super Admin's arrivals are rightly empty, and
      // say so
      const drawn = page.getByRole('link', { name: /^More info/i });
      const empty = page.getByText(/^No students (registered today yet|arrived on this date)$/);
      await expect(drawn.or(empty).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await noSidewaysScroll(page), account.dashboard).toBe(true);
      await page.context().clearCookies();
    }
  });

  test('the landing page’s sections are in a burger menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Destinations' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Staff sign-in' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Courses' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#courses$/);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test('Apply before the enquiry keeps the course and applies after it', async ({ page }) => {
  const stamp = Date.now().toString().slice(-6);
  await page.goto('/');
  const finder = page.locator('#courses');
  await finder.getByRole('combobox', { name: 'Intake' }).click();
  await page.getByRole('option', { name: 'February', exact: true }).click();
  const apply = finder.getByRole('button', { name: /^Apply to / }).first();
  const label = (await apply.getAttribute('aria-label')) ?? '';
  const course = label.replace(/^Apply to (.*) at .*$/, '$1');
  await apply.click();

  const kept = page.getByRole('status').filter({ hasText: 'Your chosen course is kept' });
  await expect(kept).toContainText(course);
  const form = page.getByRole('form', { name: 'Enquiry' });
  await form.getByLabel('Full name').fill(`Tasnia Early ${stamp}`);
  await form.getByLabel('Phone').fill(`+880 1713 ${stamp}`);
  await form.getByLabel('E-mail').fill(`tasnia.${stamp}@example.net`);
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  const dialog = page.getByRole('dialog', { name: 'Apply to this course' });
  await expect(dialog).toContainText(course);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Your application to .* was sent\./)).toBeVisible();
  await expect(page.getByLabel('Your applications')).toContainText(course);
  await expect(kept).toHaveCount(0);
});
