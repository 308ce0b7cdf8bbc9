import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';

// Issue 16 item 6: a visitor whose browser asks for Bangla sees the pages a student sees in Bangla, can switch to
// English, and the choice stays.
test.describe('Bangla and English', () => {
  test.use({ locale: 'bn-BD' });

  test('a Bangla browser sees the landing in Bangla, switches to English and stays there after a reload', async ({
    page,
  }) => {
    // The accessibility check of the long landing page takes a while on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/homepage');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'বিদেশে আপনার ডিগ্রির পরিকল্পনা করুন তাঁদের সঙ্গে, যাঁরা প্রতিদিন এই কাজই করেন।',
      }),
    ).toBeVisible();
    const language = page.getByRole('radiogroup', { name: 'ভাষা' });
    await expect(language.getByRole('radio', { name: 'বাংলা' })).toBeChecked();

    // The enquiry's checks answer in Bangla, the course finder counts in Bangla digits.
    await page.getByRole('button', { name: 'ফর্ম পাঠান' }).click();
    await expect(page.getByText('আপনার নাম লিখুন')).toBeVisible();
    await expect(page.getByText(/^[০-৯,]+টি বিশ্ববিদ্যালয়$/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'বিশ্ববিদ্যালয় খুঁজুন' })).toBeVisible();
    await expectAccessible(page, 'the landing page in Bangla');

    await language.getByText('English').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your degree abroad, planned with people who do it every day.' }),
    ).toBeVisible();
    await expect(page.getByText('Enter your name')).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' }),
    ).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: /Your degree abroad/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();

    // The sign-in page (staff) stays in English and says so.
    await page
      .getByRole('button', { name: 'Staff sign-in' })
      .or(page.getByRole('link', { name: 'Staff sign-in' }))
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
