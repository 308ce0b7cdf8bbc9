import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { PDF } from './documents-support.ts';
import { DEMO, registerForCounselor, screenshotEach, signIn } from './support.ts';

// Issue 19: Super Admin brings an office's students in from a spreadsheet: the columns guessed, a preview with its
// errors and possible duplicates, the run with its progress and report, the rejected rows, and the undo.

const HEADER = 'Student Name,Mobile,E-mail,Destination,Notes';

/** Five rows made by this run: two new, one without a name, one without a phone number, one already registered. */
async function studentsCsv(page: Page, mark: string) {
  const registered = await registerForCounselor(page.request, {
    fullName: `Import Known ${mark}`,
    email: `known${mark}@example.com`,
    phoneNumber: `0134${mark}`,
  });
  const rows = [
    HEADER,
    `Import Rahim ${mark},0131${mark},rahim${mark}@example.com,UK,met at a fair`,
    `Import Karim ${mark},0132${mark},,Canada,`,
    `,0133${mark},noname${mark}@example.com,,`,
    `Import Bad Phone ${mark},call me,,,`,
    `Import Same ${mark},0134${mark},same${mark}@example.com,Australia,`,
  ];
  return { registered, csv: Buffer.from(rows.join('\r\n')) };
}

const fileInput = (page: Page) => page.getByLabel('Choose a spreadsheet to import');

async function openImportPage(page: Page) {
  await page.getByRole('navigation', { name: 'Super Admin navigation' }).getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
  // The pointer stays on the active link: its colours must pass axe under the pointer too.
}

/** Chooses `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function uploadAndPreview(page: Page, mark: string) {
  const { registered, csv } = await studentsCsv(page, mark);
  await fileInput(page).setInputFiles({ name: `students-${mark}.csv`, mimeType: 'text/csv', buffer: csv });
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
  await expect(page.getByText('2 new · 1 possible duplicate · 2 with errors')).toBeVisible();
  return registered;
}

test('Super Admin imports students from a spreadsheet, downloads the rejected rows and undoes the import', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const mark = Date.now().toString().slice(-7);
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await openImportPage(page);
  await expectAccessible(page, 'the import page');

  const registered = await uploadAndPreview(page, mark);
  // Each column's field is guessed from its header; the notes are left out.
  const field = (number: number, name: string) =>
    page.getByRole('combobox', { name: `Field of column ${number}: ${name}`, exact: true });
  await expect(field(1, 'Student Name')).toHaveValue('Full name (needed)');
  await expect(field(2, 'Mobile')).toHaveValue('Phone number (needed)');
  await expect(field(3, 'E-mail')).toHaveValue('Email');
  await expect(field(4, 'Destination')).toHaveValue('Destination country');
  await expect(field(5, 'Notes')).toHaveValue('Leave out');
  await expect(page.getByText('met at a fair')).toBeVisible();

  // The preview: who is new, what is refused and why, and who a row may already be.
  await expect(page.getByText('Full name is empty')).toBeVisible();
  await expect(page.getByText('Phone number: call me is not a phone number')).toBeVisible();
  await expect(page.getByText('Possible duplicate of')).toBeVisible();
  await expect(page.getByRole('link', { name: `${registered.fullName} (${registered.studentId})` })).toBeVisible();
  await expect(page.getByText(`${DEMO.counselor.name} · Same phone number`)).toBeVisible();
  await expectAccessible(page, 'the mapping and preview');

  // A field chosen twice, or a needed field left out, is refused where it was chosen.
  await choose(page, 'Field of column 3: E-mail', 'Phone number (needed)');
  await expect(page.getByText('Phone number is already filled by column 2: map each field once')).toBeVisible();
  await expect(page.getByText('Correct the columns above to see the preview.')).toBeVisible();
  await expectAccessible(page, 'a refused mapping');
  await choose(page, 'Field of column 3: E-mail', 'Email');
  await choose(page, 'Field of column 1: Student Name', 'Leave out');
  await expect(page.getByRole('alert').filter({ hasText: 'Choose the column that holds Full name' })).toBeVisible();
  await choose(page, 'Field of column 1: Student Name', 'Full name (needed)');
  await expect(page.getByText('2 new · 1 possible duplicate · 2 with errors')).toBeVisible();

  // The new students go to the demo counselor; the possible duplicate fills the registered student's empty fields.
  await choose(page, 'Counselor', new RegExp(DEMO.counselor.name));
  await expect(page.getByRole('radio', { name: 'Skip' })).toBeChecked();
  await page.getByRole('combobox', { name: 'What row 6 does' }).selectOption('Fill empty fields');
  await page.getByRole('button', { name: 'Start import' }).click();

  // The run as it goes, then its report.
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  const report = page.getByRole('region', { name: `students-${mark}.csv` });
  await expect(report.getByText('Done', { exact: true })).toBeVisible();
  await expect(report.getByText('2 created · 1 filled · 0 skipped · 2 rejected')).toBeVisible();
  await expectAccessible(page, 'the finished import');

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download rejected rows' }).click();
  expect((await download).suggestedFilename()).toBe(`students-${mark} - rejected rows.xlsx`);

  // The imported students are in the lists, with the counselor chosen.
  await page.goto(`/super-admin/student/student-list?fullName=${encodeURIComponent(`Import Rahim ${mark}`)}`);
  const imported = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: `Import Rahim ${mark}` });
  await expect(imported).toHaveCount(1);
  await expect(imported).toContainText(DEMO.counselor.name);

  // The history opens the import again, and the whole import is undone.
  await openImportPage(page);
  await page.getByRole('link', { name: `Open the import of students-${mark}.csv` }).click();
  await report.getByRole('button', { name: 'Undo import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog.getByText('The 2 students it added go to ReCycle Students')).toBeVisible();
  await expectAccessible(page, 'the undo confirmation');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(report.getByText('Undone', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText(/^Undone on .*: the students it added are in ReCycle Students\.$/)).toBeVisible();
  await expect(report.getByRole('button', { name: 'Undo import' })).toHaveCount(0);
  await expectAccessible(page, 'the undone import');
  await page.goto(`/super-admin/student/student-list?fullName=${encodeURIComponent(`Import Rahim ${mark}`)}`);
  await expect(page.getByText('No students found')).toBeVisible();
});

test('a file that is no spreadsheet, or has no students, is refused with the reason', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await openImportPage(page);
  const refusal = page.getByRole('alert').filter({ hasText: 'The file was not taken' });

  // Another kind of file is refused by its name; one that only claims to be a workbook, by the server.
  await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(refusal).toContainText('This is not a spreadsheet: upload an .xlsx or .csv file');
  await fileInput(page).setInputFiles({
    name: 'students.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: PDF,
  });
  await expect(refusal).toContainText('This is not a spreadsheet: upload an .xlsx or .csv file');
  await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(refusal).toContainText('The file is empty.');
  await fileInput(page).setInputFiles({ name: 'header.csv', mimeType: 'text/csv', buffer: Buffer.from(HEADER) });
  await expect(refusal).toContainText('The file has only its header row: there are no students in it.');
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toHaveCount(0);
  await expectAccessible(page, 'a refused file');
});

test('the sample spreadsheet is downloaded, and taken back with every column guessed and its student new', async ({
  page,
}) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await openImportPage(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a sample spreadsheet' }).click();
  const sample = await download;
  expect(sample.suggestedFilename()).toBe('students-to-import.xlsx');
  await fileInput(page).setInputFiles({
    name: 'students-to-import.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(await sample.path()),
  });
  await expect(page.getByText('1 new · 0 possible duplicates · 0 with errors')).toBeVisible();
  const last = page.getByRole('combobox', { name: 'Field of column 16: Messages in', exact: true });
  await expect(last).toHaveValue('Messages in');
  await expect(page.getByRole('combobox', { name: 'Field of column 1: Full name', exact: true })).toHaveValue(
    'Full name (needed)',
  );
});

screenshotEach(
  'import',
  DEMO.superAdmin,
  async ({ page, file }) => {
    await page.goto('/super-admin/import');
    await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('import-upload'), fullPage: true });
    await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await expect(page.getByText('The file is empty.')).toBeVisible();
    await page.screenshot({ path: file('import-refused') });
    await uploadAndPreview(page, Date.now().toString().slice(-7));
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('import-preview'), fullPage: true });
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100', {
      timeout: 30_000,
    });
    await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: file('import-done'), fullPage: true });
  },
  120_000,
);
