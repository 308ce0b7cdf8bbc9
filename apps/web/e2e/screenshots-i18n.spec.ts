import path from 'node:path';
import { expect, test } from '@playwright/test';

// Pictures for reviewing the look, not a check: the landing, its enquiry and course finder in Bangla and English.
const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

test.describe('screenshots: Bangla and English', { tag: '@screenshots' }, () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const language of ['bn', 'en'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        test(`landing, enquiry and course finder, ${language}, ${device}, ${theme}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.addInitScript((chosen) => window.localStorage.setItem('studydesk-language', chosen), language);
          await page.goto(`/homepage?theme=${theme}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await page.waitForLoadState('networkidle');
          const name = `i18n-${language}-${device}-${theme}`;
          await page.screenshot({ path: `${OUT}/${name}-landing.png` });
          // The enquiry after a send with nothing filled in: its checks' messages.
          const send = page.getByRole('button', { name: language === 'bn' ? 'ফর্ম পাঠান' : 'Send enquiry' });
          await send.click();
          await page.locator('#enquiry').screenshot({ path: `${OUT}/${name}-enquiry.png` });
          await page.locator('#courses').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${OUT}/${name}-courses.png` });
        });
      }
    }
  }
});
