import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

// Pictures for reviewing the look, not a check: the templates editor with its preview, and the send-message dialog.
const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

test.describe('screenshots: message templates', { tag: '@screenshots' }, () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`templates editor and send-message dialog, ${device}, ${theme}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, DEMO.superAdmin.email);
        await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
        const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?page=1');
        const [student] = ((await list.json()) as { data: { studentId: number }[] }).data;
        const name = `messages-${device}-${theme}`;

        await page.goto('/super-admin/settings/templates');
        await page.getByRole('textbox', { name: 'Preview for student ID' }).fill(String(student?.studentId));
        await expect(page.frameLocator('[title="Message preview"]').getByText('Please upload')).toBeVisible();
        await page.screenshot({ path: `${OUT}/${name}-templates.png` });
        // a viewport picture (a full-page one reloads the frame and catches it blank)
        await page.getByTitle('Message preview').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${OUT}/${name}-templates-preview.png` });

        await page.goto(`/super-admin/student-details/${student?.studentId}/D-003`);
        await page.getByRole('button', { name: 'Send message' }).click();
        const dialog = page.getByRole('dialog', { name: 'Send message' });
        await dialog
          .getByRole('textbox', { name: 'Message' })
          .fill('Dear {{student.fullName}},\n\nPlease bring your passport on Sunday.');
        await expect(page.frameLocator('[title="Message preview"]').getByText('passport on Sunday')).toBeVisible();
        await page.screenshot({ path: `${OUT}/${name}-send.png` });
      });
    }
  }
});
