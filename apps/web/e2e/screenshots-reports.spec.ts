import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

const TABS = [
  ['funnel', 'Students at each step of the funnel'],
  ['stages', 'Median and 90th percentile of days in each status'],
  ['leads', 'Leads per day by source'],
  ['counselors', null],
] as const;

// Issue 20: every tab of the reports and the printable summary, Light and Dark, desktop and phone.
test.describe('screenshots: reports', { tag: '@screenshots' }, () => {
  test.setTimeout(120_000);
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`reports, ${device}, ${theme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, DEMO.superAdmin.email);
        await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
        for (const [tab, chart] of TABS) {
          await page.goto(`/super-admin/reports?tab=${tab}`);
          await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
          if (chart) await expect(page.getByRole('img', { name: chart })).toBeVisible();
          await expect(page.getByRole('table')).toBeVisible();
          // Nothing may scroll sideways but the tables' own scroll areas.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${OUT}/reports-${tab}-${device}-${theme}.png`, fullPage: true });
        }
        await page.goto('/super-admin/reports?view=print&period=last-month');
        await expect(page.getByRole('heading', { name: /^Summary, / })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        await page.screenshot({ path: `${OUT}/reports-summary-${device}-${theme}.png`, fullPage: true });
        if (device === 'desktop' && theme === 'light') {
          await page.emulateMedia({ media: 'print' });
          await page.screenshot({ path: `${OUT}/reports-summary-print.png`, fullPage: true });
        }
      });
    }
  }
});
