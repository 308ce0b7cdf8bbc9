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

test('a student goes the whole way: counselor, officer, visa team, Success and the commission list', async ({
  browser,
}) => {
  test.setTimeout(150_000);
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
  // The details first show the list's row, then the student as read, whose cards push Next down as they come: a
  // click aimed while they come can land on a card instead.
  await expect(officer.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await officer.getByRole('link', { name: 'Next >>' }).click();

  // The documents page is read-only for the officer; its Next leads to the officer's own applications.
  await expect(officer).toHaveURL(`/admin-officer/student-documents/${student.studentId}/D-003`);
  await expect(officer.getByText('Upload link for the student')).toHaveCount(0);
  await expect(officer.getByRole('button', { name: /^Upload / })).toHaveCount(0);
  // The details page's own Next may still be on screen while the documents page loads: click until it leads on.
  await expect(async () => {
    await officer.getByRole('link', { name: 'Next >>' }).click();
    await expect(officer).toHaveURL(
      new RegExp(`/admin-officer/update-application-status/${student.studentId}/D-003/`),
      {
        timeout: 3000,
      },
    );
  }).toPass({ timeout: 20_000 });
  await expect(officer.getByRole('heading', { name: 'Applied University', level: 1 })).toBeVisible();

  const form = officer.getByRole('region', { name: 'Add an application' });
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(form.getByText('Enter the university name')).toBeVisible();
  await form.getByRole('combobox', { name: 'University' }).fill('University of Leeds');
  await form.getByRole('combobox', { name: 'Subject' }).fill('MSc Data Science');
  await form.getByRole('combobox', { name: 'Country' }).fill('United Kingdom');
  await form.getByRole('combobox', { name: 'Intake' }).fill('September 2027');
  await form.getByRole('combobox', { name: 'B2B Agent' }).fill('Global Partners');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(officer.getByText('University Application Successful')).toBeVisible();

  const row = officer.getByRole('row', { name: /University of Leeds/ });
  await expect(row).toContainText('Global Partners');
  await expect(row).toContainText('N/A');
  await choose(officer, 'Status of University of Leeds, MSc Data Science', 'offer received');
  await expect(officer.getByText('Status Updated Successfully')).toBeVisible();

  await officer.getByRole('link', { name: 'Proceed' }).click();
  await expect(officer).toHaveURL(new RegExp(`/admin-officer/assign-visa-team/${student.studentId}/D-003/`));
  const docs = officer.getByRole('region', { name: 'University documents' });
  await expect(docs.getByRole('button', { name: 'Submit' })).toBeDisabled();
  for (const label of ['Offer Letter', 'Swift Copy', 'University Payment Receipt', 'DOL', 'PAL', 'LOA']) {
    await docs
      .getByLabel(`${label} file`)
      .setInputFiles({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  }
  await choose(officer, 'Visa team', 'Ayesha Siddiqua');
  await docs.getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByText('Docs Upload Successful')).toBeVisible();
  await expect(docs.getByText('Handed to Ayesha Siddiqua for the visa')).toBeVisible();
  for (const label of ['Offer Letter', 'Swift Copy', 'University Payment Receipt', 'DOL', 'PAL', 'LOA']) {
    await expect(docs.getByRole('link', { name: `View Document: ${label}` })).toBeVisible();
  }
  await officerContext.close();

  // The visa member marks it Successful.
  const visaContext = await browser.newContext();
  const visa = await visaContext.newPage();
  await signIn(visa, DEMO.visa.email);
  await expect(visa).toHaveURL(DEMO.visa.dashboard);
  await visa.goto('/visa-process/dashboard/visa-processing');
  const ongoing = visa.getByRole('row').filter({ hasText: String(student.studentId) });
  await expect(ongoing).toBeVisible();
  await visa.goto(`/visa-process/all-university-documents/${student.studentId}/D-003/D-005`);
  const application = visa.getByRole('region', { name: 'University of Leeds' });
  await application.getByRole('button', { name: 'Successful' }).click();
  const outcome = visa.getByRole('dialog', { name: 'Record the visa outcome' });
  await outcome.getByRole('button', { name: 'Decision date' }).click();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Dhaka' }).format(new Date());
  await visa.getByRole('button', { name: today, exact: true }).click();
  await outcome.getByRole('button', { name: 'Record outcome' }).click();
  await expect(application.getByText('Visa outcome: Successful')).toBeVisible();
  await visaContext.close();

  // The Super Admin sees the student under Success and the application in the commission list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.superAdmin.email);
  await expect(admin).toHaveURL(DEMO.superAdmin.dashboard);
  await admin.goto('/super-admin/student/success');
  await admin.getByRole('combobox', { name: 'Full name' }).fill(student.fullName);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(
    admin.locator(`a[href="/super-admin/student-details/${student.studentId}/D-003"]`).first(),
  ).toBeVisible();
  await admin.goto('/super-admin/b2b/commission-list');
  await admin.getByLabel('B2B Agent').fill('Global Partners');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByRole('row').filter({ hasText: String(student.studentId) })).toContainText(
    'University of Leeds',
  );
  await adminContext.close();
});
