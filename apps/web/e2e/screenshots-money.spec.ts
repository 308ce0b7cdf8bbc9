import { expect } from '@playwright/test';
import { DEMO, screenshotEach } from './support.ts';

// Issue 18: the money screens of the demo office, Light and Dark, desktop and phone.
screenshotEach(
  'money',
  DEMO.accounts,
  async ({ page, viewport, file }) => {
    const wide = async (name: string) => {
      // Nothing may scroll sideways but the tables' own scroll areas.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.screenshot({ path: file(name), fullPage: true });
    };
    await expect(page.getByRole('heading', { name: 'Commission ledger', level: 1 })).toBeVisible();
    await expect(page.getByText('Outstanding').first()).toBeVisible();
    await wide('money-ledger');

    const claims = await page.request.get('/api/v1/commissions/claims');
    const [claim] = (await claims.json()).data as { id: string }[];
    if (!claim) throw new Error('the demo office has no claim');
    await page.goto(`/accounts/claims/${claim.id}`);
    await expect(page.getByRole('heading', { name: /^Commission claim C-/ })).toBeVisible();
    await wide('money-claim');

    await page.goto('/accounts/partners');
    await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
    await expect(page.getByText('Global_Edu_Link').first()).toBeVisible();
    await wide('money-partners');

    await page.goto('/accounts/agreements');
    await expect(page.getByRole('heading', { name: 'University agreements', level: 1 })).toBeVisible();
    await expect(page.getByText('University of Leeds').first()).toBeVisible();
    await wide('money-agreements');

    await page.goto('/accounts/money-settings');
    await expect(page.getByRole('heading', { name: 'Money settings', level: 1 })).toBeVisible();
    await wide('money-settings');

    // the money report, Accounts' only report: a year of the demo office's ledger
    await page.goto('/accounts/reports?period=this-year');
    await expect(page.getByRole('heading', { name: 'Outstanding claims by university' })).toBeVisible();
    await wide('money-report');

    // a student of the ledger who has paid fees (the demo office records them for a few)
    const ledger = await page.request.get('/api/v1/commissions');
    let student = 0;
    for (const row of (await ledger.json()).data as { studentId: number }[]) {
      const paid = await page.request.get(`/api/v1/student/${row.studentId}/payments`);
      if ((await paid.json()).data.payments.length > 0) {
        student = row.studentId;
        break;
      }
    }
    expect(student).toBeGreaterThan(0);
    await page.goto(`/accounts/payments?student=${student}`);
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Balance in/).first()).toBeVisible();
    await wide('money-payments');
  },
  120_000,
);
