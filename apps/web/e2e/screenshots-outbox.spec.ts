import path from 'node:path';
import { expect, test } from '@playwright/test';
import { undeliveredMessage, unsubscribePath } from './outbox-support.ts';
import { type ApiStudent, DEMO, signIn } from './support.ts';

const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

// Issue 17: Super Admin's outbox and the students' unsubscribe page, Light and Dark, desktop and phone.
test.describe('screenshots: outbox', { tag: '@screenshots' }, () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`outbox, ${device}, ${theme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, DEMO.superAdmin.email);
        await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
        const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?status=follow-up');
        const [student] = ((await list.json()) as { data: ApiStudent[] }).data;
        if (!student) throw new Error('no follow-up student');
        await undeliveredMessage(
          student.studentId,
          'Your visa outcome',
          'failed',
          'connect ECONNREFUSED 10.0.0.5:587 (after 10 attempts)',
          'student@example.com',
        );
        await page.goto('/super-admin/outbox');
        await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Retry “Your visa outcome”/ }).first()).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/outbox-${device}-${theme}.png` });
        await page.goto(await unsubscribePath(student.studentId));
        await expect(page.getByRole('heading', { name: /Unsubscribe|unsubscribed/ })).toBeVisible();
        await page.screenshot({ path: `${OUT}/unsubscribe-${device}-${theme}.png` });
      });
    }
  }
});
