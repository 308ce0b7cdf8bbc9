import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

interface ApiStudent {
  studentId: number;
  fullName: string;
  counselor: { employee_id: string } | null;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An enrolled student of the signed-in counselor, asked with the page's own session. */
async function enrolledStudent(page: Page): Promise<ApiStudent> {
  const response = await page.request.get('/api/v1/utilities/filter-student-list/D-003?status=enrolled');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: ApiStudent[] };
  const student = body.data[0];
  if (!student) throw new Error('D-003 has no enrolled student');
  return student;
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a counselor hands a student to the officer, who files an application and hands it to the visa team', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const counselorContext = await browser.newContext();
  const counselor = await counselorContext.newPage();
  await signIn(counselor, DEMO.counselor.email);
  await expect(counselor).toHaveURL(DEMO.counselor.dashboard);
  const student = await enrolledStudent(counselor);

  await counselor.goto(`/counselor/student-details/${student.studentId}/D-003`);
  const card = counselor.getByRole('region', { name: 'Application officer' });
  await expect(card).toBeVisible();
  await choose(counselor, 'Admin officer', /Mehedi Hasan/);
  await card.getByRole('button', { name: 'Assign' }).click();
  await expect(counselor.getByText('Student Assigned to Mehedi Hasan Successfully.')).toBeVisible();
  await expect(card.getByText('Current')).toBeVisible();
  // The chosen officer is now the current one, so Assign is off.
  await expect(card.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await counselorContext.close();

  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signIn(officer, DEMO.officer.email);
  await expect(officer).toHaveURL(DEMO.officer.dashboard);
  await expect(officer.getByRole('tab', { name: 'Application Processing' })).toHaveAttribute('aria-selected', 'true');

  // Walk the pages of Application Processing until the student shows up.
  const moreInfo = officer.getByRole('link', { name: `More info about ${student.fullName}` });
  await expect(officer.getByRole('table')).toBeVisible();
  for (let i = 0; i < 40 && !(await moreInfo.isVisible()); i++) {
    await officer.getByRole('button', { name: 'NEXT >>' }).click();
    await officer.waitForTimeout(300);
  }
  await moreInfo.click();
  await expect(officer).toHaveURL(`/admin-officer/student-details/${student.studentId}/D-003`);
  await expect(officer.getByRole('region', { name: 'Application officer' })).toHaveCount(0);
  await officer.getByRole('link', { name: 'Next >>' }).click();

  // The documents page is read-only for the officer; its Next leads to the officer's own applications.
  await expect(officer).toHaveURL(`/admin-officer/student-documents/${student.studentId}/D-003`);
  await expect(officer.getByText('Upload link for the student')).toHaveCount(0);
  await expect(officer.getByRole('button', { name: /^Upload / })).toHaveCount(0);
  await officer.getByRole('link', { name: 'Next >>' }).click();
  await expect(officer).toHaveURL(new RegExp(`/admin-officer/update-application-status/${student.studentId}/D-003/`));
  await expect(officer.getByRole('heading', { name: 'Applied University', level: 1 })).toBeVisible();

  const form = officer.getByRole('region', { name: 'Add an application' });
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(form.getByText('Enter the university name')).toBeVisible();
  await form.getByRole('textbox', { name: 'University' }).fill('University of Leeds');
  await form.getByRole('textbox', { name: 'Subject' }).fill('MSc Data Science');
  await form.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
  await form.getByRole('textbox', { name: 'Intake' }).fill('September 2027');
  await form.getByRole('textbox', { name: 'B2B Agent' }).fill('Global Partners');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(officer.getByText('Status Updated Successfully')).toBeVisible();

  const row = officer.getByRole('row', { name: /University of Leeds/ });
  await expect(row).toContainText('Global_Partners');
  await expect(row).toContainText('N/A');
  await choose(officer, 'Status of University of Leeds, MSc Data Science', 'offer received');
  await expect(officer.getByText('University Application Successful')).toBeVisible();

  await officer.getByRole('link', { name: 'Proceed' }).click();
  await expect(officer).toHaveURL(new RegExp(`/admin-officer/assign-visa-team/${student.studentId}/D-003/`));
  const docs = officer.getByRole('region', { name: 'University documents' });
  await expect(docs.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await docs.getByLabel('Offer Letter file').setInputFiles({
    name: 'offer-letter.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await choose(officer, 'Visa team', 'Ayesha Siddiqua');
  await docs.getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByText('Docs Upload Successful')).toBeVisible();
  await expect(docs.getByText('Handed to Ayesha Siddiqua for the visa')).toBeVisible();
  await expect(docs.getByRole('link', { name: 'View Document: Offer Letter' })).toBeVisible();
  await expect(docs.getByLabel('Swift Copy file')).toBeAttached();
  await officerContext.close();
});
