import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './axe.ts';
import { DEMO, signIn } from './support.ts';

// One student made by this run, unique so reruns against the same data do not collide.
const stamp = Date.now().toString().slice(-7);
const student = { name: `Journey Student ${stamp}`, phone: `0170${stamp}`, email: `journey${stamp}@example.com` };

async function fillRequired(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(student.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill(student.phone);
  await page.getByRole('combobox', { name: 'Counselor' }).click();
  await page.getByRole('option', { name: new RegExp(DEMO.counselor.name) }).click();
}

test.describe
  .serial('student leads', () => {
    test('receptionist: required fields, create, see it listed, duplicate warned', async ({ page }) => {
      await signIn(page, DEMO.receptionist.email);
      await expect(page).toHaveURL(DEMO.receptionist.dashboard);
      await page.getByRole('link', { name: 'Create Student' }).first().click();
      await expect(page).toHaveURL('/receptionist/student/create-student');
      await expect(page.getByLabel('Student ID')).toHaveValue('Assigned when saved');

      await page.getByRole('button', { name: 'Create Student' }).click();
      await expect(page.getByText('Enter the full name')).toBeVisible();
      await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
      await expect(page.getByText('Enter the phone number')).toBeVisible();
      await expect(page.getByText('Choose a counselor')).toBeVisible();
      await expectAccessible(page, 'the student form with its errors');

      await fillRequired(page, 'not-an-email');
      await page.getByRole('button', { name: 'Create Student' }).click();
      await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
      await page.getByLabel('Email').fill(student.email);
      await page.getByRole('button', { name: 'Create Student' }).click();
      await expect(page.getByText('Student Created Successfully')).toBeVisible();
      await expect(page).toHaveURL('/receptionist/student/student-list');
      await expect(page.getByRole('row').filter({ hasText: student.name })).toBeVisible();
      // Receptionists may not delete, so they get no Delete column.
      await expect(page.getByRole('columnheader', { name: 'Delete' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Create Student' }).first().click();
      await fillRequired(page, `again${student.email}`);
      await page.getByRole('button', { name: 'Create Student' }).click();
      await expect(page.getByText('Student already exists')).toBeVisible();
      await expect(page).toHaveURL('/receptionist/student/create-student');
    });

    test('super admin: filter, download, delete, restore', async ({ page }, testInfo) => {
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      await page.goto('/super-admin/student/student-list');
      await page.getByRole('combobox', { name: 'Full name' }).fill(student.name);
      await page.getByRole('button', { name: 'Filter' }).click();
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(student.name);
      await expect(rows.nth(1)).toContainText('Follow Up');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('data.xlsx');
      const file = testInfo.outputPath('data.xlsx');
      await download.saveAs(file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const cells: string[] = [];
      for (const sheet of book.worksheets)
        sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
      expect(cells).toContain(student.name);

      await page.getByRole('button', { name: `Delete ${student.name}` }).click();
      await expect(page.getByText('Are you sure you want to delete this student?')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('No students found')).toBeVisible();

      await page.getByRole('link', { name: 'ReCycle Students' }).click();
      await expect(page).toHaveURL('/super-admin/recycle/student-list');
      await page.getByRole('button', { name: `Restore ${student.name}` }).click();
      await expect(page.getByText('Student restored successfully.')).toBeVisible();
      await expect(page.getByRole('button', { name: `Restore ${student.name}` })).toHaveCount(0);

      await page.goto('/super-admin/student/student-list');
      await page.getByRole('combobox', { name: 'Full name' }).fill(student.name);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('row').filter({ hasText: student.name })).toBeVisible();
    });

    test('counselor: the student is on All Students and Follow Up, not Enrolled', async ({ page }) => {
      await signIn(page, DEMO.counselor.email);
      await expect(page).toHaveURL(DEMO.counselor.dashboard);
      await page.getByRole('combobox', { name: 'Full name' }).fill(student.name);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByRole('row').filter({ hasText: student.name })).toBeVisible();
      await page.getByRole('tab', { name: 'Enrolled Students' }).click();
      await expect(page).toHaveURL('/counselor/dashboard/enrolled');
      await expect(page.getByRole('heading', { name: 'Enrolled Students' })).toBeVisible();
      await page.getByRole('tab', { name: 'Follow Up' }).click();
      await page.getByRole('combobox', { name: 'Full name' }).fill(student.name);
      await page.getByRole('button', { name: 'Filter' }).click();
      const row = page.getByRole('row').filter({ hasText: student.name });
      await expect(row).toBeVisible();
      await row.getByRole('link', { name: /More info/ }).click();
      await expect(page).toHaveURL(/\/counselor\/student-details\/\d{5}\/D-\d+/);
    });
  });

// Pictures for reviewing the look, not a check: `npm run screenshots` takes them.
test.describe('student screens, screenshots', { tag: '@screenshots' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const out = (name: string) => `${import.meta.dirname}/../../../.tmp/screenshots/students-${name}.png`;

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}`, async ({ page }) => {
      await page.goto(`/?theme=${theme}`);
      await signIn(page, DEMO.receptionist.email);
      await expect(page.getByText('Registered today')).toBeVisible();
      await page.screenshot({ path: out(`receptionist-dashboard-${theme}`), fullPage: true });
      await page.goto('/receptionist/student/create-student');
      await page.getByRole('button', { name: 'Create Student' }).click();
      await expect(page.getByText('Enter the full name')).toBeVisible();
      await page.screenshot({ path: out(`create-${theme}`), fullPage: true });

      await page.context().clearCookies();
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      await page.goto('/super-admin/student/student-list');
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: out(`list-${theme}`), fullPage: true });
      await page.goto('/super-admin/student/enrolled-student-list');
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: out(`enrolled-${theme}`) });
      await page.goto('/super-admin/recycle/student-list');
      await expect(page.getByRole('heading', { name: 'Archived Student List' })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: out(`archived-${theme}`) });

      await page.context().clearCookies();
      await signIn(page, DEMO.counselor.email);
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: out(`counselor-${theme}`), fullPage: true });
    });
  }
});
