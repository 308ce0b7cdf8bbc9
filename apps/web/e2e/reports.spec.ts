import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './axe.ts';
import { DEMO, signIn } from './support.ts';

/** The cells of a downloaded spreadsheet, as text. */
async function downloadedCells(page: Page, button: string, file: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('data.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const cells: string[] = [];
  for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
  return cells;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** A choice of a segmented control in the open tab (its radio is hidden under its label). */
const segment = (page: Page, name: string) =>
  page.getByRole('tabpanel').locator('label', { hasText: new RegExp(`^${name}$`) });
const filterInput = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Report filters' }).getByLabel(label, { exact: true });

// Issue 20: the owner's reports, every tab with the demo office, a download read back, the printable summary, and a
// Counselor's own reports.
test.describe('reports', () => {
  test.setTimeout(150_000);

  test('Super Admin goes through every tab, filters, downloads and opens the summary', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.email);
    await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL('/super-admin/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

    // The year: the demo office's stories are spread over the last months.
    await filterInput(page, 'Period').click();
    await page.getByRole('option', { name: 'This year' }).click();
    await expect(page).toHaveURL(/period=this-year/);

    // Funnel: the chart, the office's row, then by source.
    await expect(tab(page, 'Funnel')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: 'Students at each step of the funnel' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /All students/ })).toBeVisible();
    await segment(page, 'Source').click();
    await expect(page).toHaveURL(/groupBy=source/);
    await expect(table.getByRole('row', { name: /Walk-in/ })).toBeVisible();
    await expectAccessible(page, 'the funnel');
    const funnel = await downloadedCells(page, 'Download Funnel as a spreadsheet', testInfo.outputPath('funnel.xlsx'));
    expect(funnel).toEqual(expect.arrayContaining(['Group', 'Leads', 'All students', 'walk-in']));

    // A filter narrows every number and is kept in the address.
    await filterInput(page, 'Source').click();
    await page.getByRole('option', { name: 'Website' }).click();
    await expect(page).toHaveURL(/source=website/);
    await expect(table.getByRole('row', { name: /Walk-in/ })).toHaveCount(0);
    await filterInput(page, 'Source').click();
    await page.getByRole('option', { name: 'Website' }).click();
    await expect(page).not.toHaveURL(/source=/);

    await tab(page, 'Time in stage').click();
    await expect(page).toHaveURL(/tab=stages/);
    await expect(page.getByRole('img', { name: 'Median and 90th percentile of days in each status' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Follow-up/ })).toBeVisible();
    await expectAccessible(page, 'time in stage');
    const stages = await downloadedCells(
      page,
      'Download Time in stage as a spreadsheet',
      testInfo.outputPath('stages.xlsx'),
    );
    expect(stages).toEqual(expect.arrayContaining(['Status', 'Median days', 'follow-up']));

    await tab(page, 'Leads').click();
    await expect(page).toHaveURL(/tab=leads/);
    await expect(page.getByRole('img', { name: 'Leads per day by source' })).toBeVisible();
    await segment(page, 'Per week').click();
    await expect(page.getByRole('img', { name: 'Leads per week by source' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Week from' })).toBeVisible();
    await expectAccessible(page, 'leads');

    await tab(page, 'Counselors').click();
    await expect(page).toHaveURL(/tab=counselors/);
    await expect(table.getByRole('row', { name: new RegExp(DEMO.counselor.name) })).toBeVisible();
    await expectAccessible(page, 'counselors');
    const counselors = await downloadedCells(
      page,
      'Download Counselors as a spreadsheet',
      testInfo.outputPath('counselors.xlsx'),
    );
    expect(counselors).toEqual(expect.arrayContaining(['Counselor', 'Conversion', DEMO.counselor.name]));

    // Money (issue 18's ledger): the year's expected against received, the claims outstanding, its spreadsheet.
    await tab(page, 'Money').click();
    await expect(page).toHaveURL(/tab=money/);
    await expect(page.getByRole('img', { name: 'Expected against received per month, in BDT' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Outstanding claims by university' })).toBeVisible();
    await expectAccessible(page, 'money');
    const money = await downloadedCells(page, 'Download Money as a spreadsheet', testInfo.outputPath('money.xlsx'));
    expect(money).toEqual(expect.arrayContaining(['Month', 'Currency', 'Expected', 'Received']));
    await tab(page, 'Counselors').click();
    await expect(page).toHaveURL(/tab=counselors/);
    await expect(page).toHaveURL(/period=this-year/);

    // The address is the view: a reload keeps the tab, the period and the interval.
    await page.reload();
    await expect(tab(page, 'Counselors')).toHaveAttribute('aria-selected', 'true');
    await expect(filterInput(page, 'Period')).toHaveValue('This year');

    await page.getByRole('button', { name: 'Print summary' }).press('Enter');
    await expect(page).toHaveURL(/view=print/);
    await expect(page.getByRole('heading', { name: /^Summary, / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(page, 'the printable summary');
    // A live notification's toast may sit over the top right corner: the keyboard reaches the button anyway.
    await page.getByRole('button', { name: 'Back to the reports' }).press('Enter');
    await expect(tab(page, 'Counselors')).toBeVisible();

    // A custom range that ends before it starts is said, and nothing is asked of the server.
    await filterInput(page, 'Period').click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    const backwards: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/reports/') && request.url().includes('2026-03-10'))
        backwards.push(request.url());
    });
    await page.goto(`${new URL(page.url()).pathname}?period=custom&from=2026-03-10&to=2026-03-01`);
    await expect(page.getByText('Choose a range of at most five years that ends on or after its start.')).toBeVisible();
    expect(backwards).toEqual([]);
  });

  test('a Counselor sees the reports of their own students', async ({ page }) => {
    await signIn(page, DEMO.counselor.email);
    await expect(page).toHaveURL(DEMO.counselor.dashboard);
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL('/counselor/reports');
    await expect(page.getByText('Your own students: leads, conversion')).toBeVisible();
    await expect(filterInput(page, 'Counselor')).toHaveCount(0);
    await expect(tab(page, 'Money')).toHaveCount(0);
    await page.goto('/counselor/reports?tab=counselors&period=this-year');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(DEMO.counselor.name);
  });
});
