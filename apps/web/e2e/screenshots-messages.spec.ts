import { expect } from '@playwright/test';
import { DEMO, SCREENSHOTS, screenshotEach } from './support.ts';

// Pictures for reviewing the look, not a check: the templates editor with its preview, and the send-message dialog.
screenshotEach(
  'templates editor and send-message dialog',
  DEMO.superAdmin,
  async ({ page, device, theme }) => {
    const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?page=1');
    const [student] = ((await list.json()) as { data: { studentId: number }[] }).data;
    const name = `messages-${device}-${theme}`;

    await page.goto('/super-admin/settings/templates');
    await page.getByRole('textbox', { name: 'Preview for student ID' }).fill(String(student?.studentId));
    await expect(page.frameLocator('[title="Message preview"]').getByText('Please upload')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-templates.png` });
    // a viewport picture (a full-page one reloads the frame and catches it blank)
    await page.getByTitle('Message preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-templates-preview.png` });

    await page.goto(`/super-admin/student-details/${student?.studentId}/D-003`);
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send message' });
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Dear {{student.fullName}},\n\nPlease bring your passport on Sunday.');
    await expect(page.frameLocator('[title="Message preview"]').getByText('passport on Sunday')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-send.png` });
  },
  60_000,
);
