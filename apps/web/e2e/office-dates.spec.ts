import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

// Issue 22: dates follow the office's setting, day first unless Super Admin chooses month first.
test('Super Admin switches the office to month-first dates and back', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const resetToDayFirst = () => page.request.put('/api/v1/settings/office-locale', { data: { locale: 'en-GB' } });
  try {
    // Day first: the date of birth is typed 31/01/2000, not the browser's mm/dd/yyyy.
    await page.goto('/super-admin/student/create-student');
    const dob = page.getByLabel('Date of birth');
    await expect(dob).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    // The calendar opens on the decade of a student's birth, not on this month.
    const decade = Math.floor((new Date().getFullYear() - 20) / 10) * 10;
    await dob.click();
    await expect(page.getByText(`${decade} – ${decade + 9}`)).toBeVisible();
    await dob.fill('31/01/2000');
    await dob.press('Tab');
    await expect(dob).toHaveValue('31/01/2000');

    await page.goto('/super-admin/settings');
    const format = page.getByRole('radiogroup', { name: 'How the office writes dates' });
    await expect(format.getByRole('radio', { name: /Day first/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save date format' })).toBeDisabled();
    await format.getByRole('radio', { name: /Month first/ }).check();
    await page.getByRole('button', { name: 'Save date format' }).click();
    await expect(page.getByText('Date format saved.')).toBeVisible();
    await expect(format.getByRole('radio', { name: /Month first/ })).toBeChecked();

    // Every page follows at once, and after a reload: pickers, and the dates shown.
    await page.goto('/super-admin/student/create-student');
    await expect(dob).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await dob.fill('01/31/2000');
    await dob.press('Tab');
    await expect(dob).toHaveValue('01/31/2000');
    await page.goto('/super-admin/audit-trail');
    const when = page.getByRole('row').filter({ hasText: 'Office settings' }).first();
    await expect(when).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  } finally {
    expect((await resetToDayFirst()).ok()).toBe(true);
  }
  await page.goto('/super-admin/student/create-student');
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
});
