import { expect } from '@playwright/test';
import { undeliveredMessage, unsubscribePath } from './outbox-support.ts';
import { type ApiStudent, DEMO, screenshotEach } from './support.ts';

// Issue 17: Super Admin's outbox and the students' unsubscribe page, Light and Dark, desktop and phone.
screenshotEach('outbox', DEMO.superAdmin, async ({ page, file }) => {
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
  await page.screenshot({ path: file('outbox') });
  await page.goto(await unsubscribePath(student.studentId));
  await expect(page.getByRole('heading', { name: /Unsubscribe|unsubscribed/ })).toBeVisible();
  await page.screenshot({ path: file('unsubscribe') });
});
