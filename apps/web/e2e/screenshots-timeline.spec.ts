import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { lastMailTo } from './outbox.ts';
import { DEMO, signIn } from './support.ts';

// Pictures for reviewing the look (issue 17: the timeline and the password reset pages), not a check.
const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');
const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** A student far along (in visa processing), so the timeline holds several steps. */
async function busyStudentPath(page: Page) {
  const response = await page.request.get('/api/v1/super-admin/filter-leads?status=visa-processing&pageSize=5');
  const { data } = (await response.json()) as {
    data: { studentId: number; counselor: { employee_id: string } | null }[];
  };
  const student = data.find((s) => s.counselor);
  if (!student?.counselor) throw new Error('The demo data has no student in visa processing');
  // a few steps of today, so the picture shows several kinds
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as { data: { user: { _id: string } } };
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const base = `/api/v1/student/${student.studentId}`;
  await page.request.put(`${base}/advices`, { data: { advices: 'Apply to three universities in the UK; IELTS 6.5.' } });
  await page.request.put(`${base}/next-action`, { data: { dueAt: soon(1), note: 'Call about the visa interview' } });
  await page.request.post('/api/v1/tasks', {
    data: {
      title: 'Check the bank solvency letter',
      dueAt: soon(2),
      assigneeId: me.data.user._id,
      studentId: student.studentId,
    },
  });
  return `/super-admin/student-details/${student.studentId}/${student.counselor.employee_id}?tab=timeline`;
}

test.describe('screenshots: timeline and password reset', { tag: '@screenshots' }, () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`a student's timeline, ${theme}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`/homepage?theme=${theme}`);
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      const studentPath = await busyStudentPath(page);
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(studentPath);
        const entries = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
        await expect(entries.first()).toBeVisible({ timeout: 20_000 });
        await page.getByRole('tab', { name: 'Timeline' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${OUT}/timeline-${device}-${theme}.png`, fullPage: true });
      }
      await page.setViewportSize(VIEWPORTS[0][1]);
      await page.getByRole('group', { name: 'Show only' }).getByText('Status').click();
      await page.getByRole('list', { name: 'Timeline' }).locator('time').first().hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await page.screenshot({ path: `${OUT}/timeline-filtered-${theme}.png` });
    });
  }

  test('the password reset pages, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(DEMO.hr.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    let link = '';
    await expect
      .poll(async () => {
        link = /\/reset-password\?token=[\w-]+/.exec((await lastMailTo(DEMO.hr.email))?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(`/homepage?theme=${theme}`);
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await page.screenshot({ path: `${OUT}/reset-login-${device}-${theme}.png` });
        await page.goto('/forgot-password');
        await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
        await page.screenshot({ path: `${OUT}/reset-ask-${device}-${theme}.png` });
        await page.goto(link);
        await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
        await page.getByRole('button', { name: 'Set the new password' }).click();
        await page.screenshot({ path: `${OUT}/reset-form-${device}-${theme}.png` });
        await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
        await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
        await page.screenshot({ path: `${OUT}/reset-dead-${device}-${theme}.png` });
      }
    }
  });
});
