import { expect, type Page } from '@playwright/test';
import { DEMO, SCREENSHOTS, screenshotEach } from './support.ts';

const TABS = [
  ['funnel', 'Students at each step of the funnel'],
  ['stages', 'Median and 90th percentile of days in each status'],
  ['leads', 'Leads per day by source'],
  ['counselors', null],
  ['money', 'Expected against received per month, in BDT'],
] as const;

/** A report's rows, once drawn: its table on a desktop; on a phone, where each row is a card, the first card. */
const reportRows = (page: Page) => page.getByRole('table').or(page.locator('[role="group"][aria-labelledby]')).first();

// Issue 20: every tab of the reports and the printable summary, Light and Dark, desktop and phone.
screenshotEach(
  'reports',
  DEMO.superAdmin,
  async ({ page, device, theme, viewport, file }) => {
    for (const [tab, chart] of TABS) {
      // the ledger's year: this month alone may have nothing due
      await page.goto(`/super-admin/reports?tab=${tab}${tab === 'money' ? '&period=this-year' : ''}`);
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      if (chart) await expect(page.getByRole('img', { name: chart })).toBeVisible();
      await expect(reportRows(page)).toBeVisible();
      // Nothing may scroll sideways but the tables' own scroll areas.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.waitForTimeout(400);
      await page.screenshot({ path: file(`reports-${tab}`), fullPage: true });
    }
    await page.goto('/super-admin/reports?view=print&period=last-month');
    await expect(page.getByRole('heading', { name: /^Summary, / })).toBeVisible();
    await expect(reportRows(page)).toBeVisible();
    await page.screenshot({ path: file('reports-summary'), fullPage: true });
    if (device === 'desktop' && theme === 'light') {
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${SCREENSHOTS}/reports-summary-print.png`, fullPage: true });
    }
  },
  120_000,
);
