import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { type ApiStudent, DEMO, DEMO_PASSWORD, freshFollowUpStudent, signIn } from './support.ts';

const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

function dhakaDay(offset = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

test('the Super Admin dashboard counts students and steps through arrival days', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  for (const label of [
    'Total Students',
    'Enrolled Students',
    'Follow Up',
    'Application Processing',
    'Visa Processing',
    'Success',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}: [\\d,]+$`) })).toBeVisible();
  }
  await page.getByRole('link', { name: /^Total Students: / }).click();
  await expect(page).toHaveURL('/super-admin/student/student-list');
  await page.goBack();

  await expect(page.getByText('Students by status')).toBeVisible();
  await expect(page.getByText('New leads, last 30 days')).toBeVisible();
  const date = page.getByTestId('arrivals-date');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(date).toHaveAttribute('data-date', dhakaDay());
  await expect(page.getByRole('columnheader', { name: 'Counselor' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'More Info' }).or(page.getByText('No students arrived on this date')).first(),
  ).toBeVisible();
  await expect(next).toBeDisabled();

  await page.getByRole('button', { name: 'Pre', exact: true }).click();
  await expect(date).toHaveAttribute('data-date', dhakaDay(-1));
  await expect(next).toBeEnabled();
  await next.click();
  await expect(date).toHaveAttribute('data-date', dhakaDay());
  await expect(next).toBeDisabled();

  await page
    .getByRole('navigation', { name: 'Super Admin navigation' })
    .getByRole('link', { name: 'Students Arrived' })
    .click();
  await expect(page).toHaveURL('/super-admin/student/arrived');
  await expect(page.getByRole('heading', { name: 'Students Arrived' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('data.xlsx');

  await page.goto('/super-admin/student-details/99999999/D-003');
  await expect(page.getByRole('heading', { name: 'Student not found' })).toBeVisible();
});

test('a counselor opens their student from a URL, writes advices and enrols them', async ({ page }) => {
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  const student = await freshFollowUpStudent(page);

  await page.goto(`/counselor/student-details/${student.studentId}/D-003`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();
  await expect(page.getByText('No Advices')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'SSC' })).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: 'Speaking' }).or(page.getByText('No English test recorded')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next >>' })).toHaveAttribute(
    'href',
    `/counselor/student-documents/${student.studentId}/D-003`,
  );

  await page.getByRole('button', { name: 'Make Advices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Advices' });
  await dialog.getByLabel('Advices').fill('1. Take IELTS 2. Prepare bank solvency');
  await expectAccessible(page, 'the Make Advices dialog');
  await dialog.getByRole('button', { name: 'Save advices' }).click();
  await expect(page.getByText('Advices saved')).toBeVisible();
  const advices = page.getByRole('list', { name: 'Advices' }).getByRole('listitem');
  await expect(advices).toHaveText(['Take IELTS', 'Prepare bank solvency']);
  // A Counselor writes advices once (SPEC.md 4).
  await expect(page.getByRole('button', { name: /Make Advices|Edit Advices/ })).toHaveCount(0);

  await page.getByRole('radiogroup', { name: 'Follow-up or enrolled' }).getByText('Enrolled').click();
  await expect(page.getByText('Status changed to Enrolled')).toBeVisible();
  const history = page.getByLabel('Status history');
  await expect(history.getByText(/Follow Up\s*Enrolled/)).toBeVisible();
  await expect(history.getByText(new RegExp(DEMO.counselor.name))).toBeVisible();

  // Opened again from a bare URL, the change is there.
  await page.reload();
  await expect(page.getByLabel('Status: Enrolled')).toBeVisible();
});

test("a counselor opening another counselor's student sees the no-access panel", async ({ page }) => {
  // Find someone else's student with the Super Admin's session, then sign in as the counselor.
  await page.request.post('/api/v1/auth/login', { data: { email: DEMO.superAdmin.email, password: DEMO_PASSWORD } });
  const response = await page.request.get('/api/v1/super-admin/filter-leads?pageSize=50');
  const { data } = (await response.json()) as { data: ApiStudent[] };
  const other = data.find((s) => s.counselor && s.counselor.employee_id !== 'D-003');
  if (!other?.counselor) throw new Error('The demo data has no student of another counselor');
  await page.request.post('/api/v1/auth/logout');

  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  await page.goto(`/counselor/student-details/${other.studentId}/${other.counselor.employee_id}`);
  await expect(page.getByRole('heading', { name: 'You do not have access to this student' })).toBeVisible();
  await expect(page.getByText(other.fullName)).toHaveCount(0);
});

test.describe('screenshots of the student details and dashboard', { tag: '@screenshots' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(theme, async ({ page }) => {
      await page.goto(`/?theme=${theme}`);
      await signIn(page, DEMO.superAdmin.email);
      await expect(page.getByRole('link', { name: /^Total Students: \d/ })).toBeVisible();
      await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${OUT}/sa-dashboard-${theme}.png`, fullPage: true });
      await page.goto('/super-admin/student/arrived');
      await expect(page.getByRole('heading', { name: 'Students Arrived' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'More Info' }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/students-arrived-${theme}.png`, fullPage: true });

      const leads = await page.request.get('/api/v1/super-admin/filter-leads?pageSize=100');
      const { data } = (await leads.json()) as { data: ApiStudent[] };
      const withAdvices = data.find((s) => s.advices && s.counselor);
      const without = data.find((s) => !s.advices && s.counselor);
      for (const [name, s] of [
        ['with-advices', withAdvices],
        ['without-advices', without],
      ] as const) {
        if (!s?.counselor) continue;
        await page.goto(`/super-admin/student-details/${s.studentId}/${s.counselor.employee_id}`);
        await expect(page.getByRole('heading', { name: s.fullName })).toBeVisible();
        await expect(page.getByLabel('Status history')).toBeVisible();
        await page.screenshot({ path: `${OUT}/student-details-${name}-${theme}.png`, fullPage: true });
      }
    });
  }
});
