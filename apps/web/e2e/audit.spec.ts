import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

interface ApiStudent {
  _id: string;
  studentId: number;
  fullName: string;
  counselor: { employee_id: string } | null;
}

/** A student of this status, asked with the page's own (Super Admin) session. */
async function studentWithStatus(page: Page, status: string, skip = 0): Promise<ApiStudent> {
  const response = await page.request.get(`/api/v1/super-admin/filter-leads?status=${status}&pageSize=20`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ApiStudent[] };
  const found = data.filter((s) => s.counselor)[skip];
  if (!found) throw new Error(`The demo data has no ${status} student left`);
  return found;
}

test('the Super Admin changes a student’s status and finds the change in the audit trail', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const student = await studentWithStatus(page, 'rejected');

  await page.goto(`/super-admin/student-details/${student.studentId}/${student.counselor?.employee_id}`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Success' }).click();
  await expect(page.getByText('Status changed to Success')).toBeVisible();

  // The student's History opens the trail of this record.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`/super-admin/audit-trail?recordType=student&recordId=${student.studentId}`);
  await expect(page.getByLabel('Record', { exact: true })).toHaveValue(String(student.studentId));
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Status changed' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO.superAdmin.name);
  await expect(row).toContainText(`${student.studentId} ${student.fullName}`);
  await expect(row.getByText('rejected')).toBeVisible();
  await expect(row.getByText('success')).toBeVisible();

  // From the sidebar, filtered by the employee who made it.
  await page
    .getByRole('navigation', { name: 'Super Admin navigation' })
    .getByRole('link', { name: 'Audit Trail' })
    .click();
  await expect(page).toHaveURL('/super-admin/audit-trail');
  await page
    .getByRole('textbox', { name: 'Employee' })
    .or(page.getByRole('combobox', { name: 'Employee' }))
    .click();
  await page.getByRole('option', { name: new RegExp(DEMO.superAdmin.name) }).click();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/actor=/);
  await expect(page.getByRole('row').filter({ hasText: student.fullName }).first()).toBeVisible();

  // A day long before any change shows the empty state; the office writes dates day first (issue 22).
  await page.getByLabel('From', { exact: true }).fill('01/01/2001');
  await page.getByLabel('To', { exact: true }).fill('02/01/2001');
  await page.getByLabel('To', { exact: true }).press('Tab');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('01/01/2001');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('02/01/2001');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-02/);
  await expect(page.getByText('No changes match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/super-admin/audit-trail');
  await expect(page.getByRole('row').filter({ hasText: student.fullName }).first()).toBeVisible();
});

test('the Software Engineer reads the trail too, by a student’s id, without its values', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const student = await studentWithStatus(page, 'rejected');
  const changed = await page.request.patch(`/api/v1/student/${student.studentId}/status`, {
    data: { status: 'visa-processing' },
  });
  expect(changed.ok()).toBe(true);
  await page.request.post('/api/v1/auth/logout');

  await signIn(page, DEMO.engineer.email);
  await expect(page).toHaveURL(DEMO.engineer.dashboard);
  await page
    .getByRole('navigation', { name: 'Software Engineer navigation' })
    .getByRole('link', { name: 'Audit Trail' })
    .click();
  await expect(page).toHaveURL('/engineer/audit-trail');
  await page.getByLabel('Record', { exact: true }).fill(String(student.studentId));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Status changed' });
  await expect(row).toHaveCount(1);
  // which field changed, by whom and when; its values are Super Admin's to read
  await expect(row).toContainText('Changed (values for Super Admin only): Status');
  await expect(row).not.toContainText('visa-processing');
  await expect(row).toContainText(DEMO.superAdmin.name);
});

test.describe('screenshots of the audit trail', { tag: '@screenshots' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`audit trail, ${theme}`, async ({ page }) => {
      await page.goto(`/homepage?theme=${theme}`);
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      // A few changes of different kinds, so the picture shows the trail at work.
      const student = await studentWithStatus(page, 'follow-up', theme === 'light' ? 0 : 1);
      await page.request.patch(`/api/v1/student/${student.studentId}/status`, { data: { status: 'enrolled' } });
      await page.request.put(`/api/v1/student/${student.studentId}/advices`, {
        data: { advices: '1. Take IELTS 2. Prepare bank solvency' },
      });
      await page.request.post(`/api/v1/student/${student.studentId}/upload-link`);

      await page.goto('/super-admin/audit-trail');
      await expect(page.getByRole('row').filter({ hasText: 'Advices written' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${OUT}/audit-trail-${theme}.png`, fullPage: true });

      await page
        .getByRole('button', { name: `${student.studentId} ${student.fullName}` })
        .first()
        .click();
      await expect(page).toHaveURL(/recordId=/);
      await expect(page.getByRole('row').filter({ hasText: 'Upload link issued' })).toHaveCount(1);
      await page.screenshot({ path: `${OUT}/audit-trail-record-${theme}.png`, fullPage: true });

      await page.goto('/super-admin/audit-trail?from=2001-01-01&to=2001-01-02');
      await expect(page.getByText('No changes match these filters')).toBeVisible();
      await page.screenshot({ path: `${OUT}/audit-trail-empty-${theme}.png` });
    });
  }
});
