import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO, freshFollowUpStudent, signIn } from './support.ts';

test("the student's Timeline tab shows what a counselor just did, newest first, filtered by kind", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  const student = await freshFollowUpStudent(page);
  await page.goto(`/counselor/student-details/${student.studentId}/D-003`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();

  await page.getByRole('button', { name: 'Make Advices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Advices' });
  await dialog.getByLabel('Advices').fill('Sit the IELTS in March');
  await dialog.getByRole('button', { name: 'Save advices' }).click();
  await expect(page.getByText('Advices saved')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Follow-up or enrolled' }).getByText('Enrolled').click();
  await expect(page.getByText('Status changed to Enrolled')).toBeVisible();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\?tab=timeline$/);
  const entries = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Status changed from Follow Up to Enrolled');
  await expect(entries.first()).toContainText(`${DEMO.counselor.name} · just now`);
  await expect(entries.nth(1)).toContainText('Advices written');
  await expect(entries.nth(1)).toContainText('Sit the IELTS in March');
  // the office's date and time behind the relative one
  await entries.first().locator('time').hover();
  await expect(page.getByRole('tooltip')).toContainText(/\d{2}:\d{2}/);
  await expectAccessible(page, 'the Timeline tab');

  await page.getByRole('group', { name: 'Show only' }).getByText('Advices').click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Advices written');
  await page.getByRole('group', { name: 'Show only' }).getByText('Status').click();
  await expect(entries.first()).toContainText('Status changed from Follow Up to Enrolled');
  await expect(entries.filter({ hasText: 'Registered as Follow Up' })).toHaveCount(1);

  // a reload keeps the tab open
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Timeline', selected: true })).toBeVisible();
});
