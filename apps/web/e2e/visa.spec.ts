import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support.ts';

interface ApiStudent {
  _id: string;
  studentId: number;
  fullName: string;
}
interface Option {
  _id: string;
  employee_id: string;
  name: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LINK = 'https://apply.example.edu/visa-journey';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Through the API as the Super Admin: an enrolled student of D-003 with an application handed to the visa member. */
async function studentAtTheVisaDesk(request: APIRequestContext): Promise<ApiStudent> {
  await data(
    await request.post('/api/v1/auth/login', { data: { email: DEMO.superAdmin.email, password: DEMO_PASSWORD } }),
  );
  const [student] = await data<ApiStudent[]>(
    await request.get('/api/v1/utilities/filter-student-list/D-003?status=enrolled'),
  );
  if (!student) throw new Error('D-003 has no enrolled student');
  const officers = await data<Option[]>(await request.get('/api/v1/employees/officers'));
  const officer = officers.find((o) => o.name === DEMO.officer.name) ?? officers[0];
  if (!officer) throw new Error('No admin Officer');
  await data(
    await request.patch(`/api/v1/counselor/assign-student-to-applicant/${student._id}/${officer._id}`, { data: {} }),
  );
  const application = await data<{ _id: string }>(
    await request.post(`/api/v1/applicant/university-upload/${student.studentId}/D-003/${officer.employee_id}`, {
      data: {
        universityName: 'University of Leeds',
        subject: 'MSc Data Science',
        country: 'United Kingdom',
        intake: 'September 2027',
        b2b: 'Global Edu',
        link: LINK,
      },
    }),
  );
  const team = await data<Option[]>(await request.get('/api/v1/employees/visa-team'));
  const ayesha = team.find((member) => member.name === DEMO.visa.name);
  if (!ayesha) throw new Error('Ayesha Siddiqua is not in the visa team');
  await data(
    await request.post(
      `/api/v1/applicant/upload-all-university-document/${student.studentId}/D-003/${officer.employee_id}/${student._id}`,
      {
        multipart: {
          applicationId: application._id,
          visaTeamId: ayesha._id,
          offerLetter: { name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      },
    ),
  );
  return student;
}

/** Follows "Next >>" to `url`, clicking again while the page has not changed (its content still moving it). */
async function nextPage(page: Page, url: string | RegExp) {
  await expect(async () => {
    await page.getByRole('link', { name: 'Next >>' }).click();
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test('the visa member decides a visa and the Super Admin sees the outcome', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await browser.newContext();
  const student = await studentAtTheVisaDesk(admin.request);

  const visa = await browser.newContext();
  const page = await visa.newPage();
  await signIn(page, DEMO.visa.email);
  await expect(page).toHaveURL(DEMO.visa.dashboard);
  await expect(page.getByRole('tab', { name: 'All Students' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Ongoing Visa Processing' }).click();
  await expect(page).toHaveURL('/visa-process/dashboard/visa-processing');
  const row = page.getByRole('row').filter({ hasText: String(student.studentId) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Visa Processing', { exact: false })).toBeVisible();
  // The server lets no visa member archive a student, so there is no Delete.
  await expect(page.getByRole('columnheader', { name: 'Delete' })).toHaveCount(0);

  // More info -> details -> documents (read only) -> university documents.
  await row.getByRole('link', { name: `More info about ${student.fullName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/visa-process/student-details/${student.studentId}/D-003$`));
  // The details first show the list's row, then the student as read, whose cards push Next down as they come: a
  // click aimed while they come can land on a card instead, so it is tried again until the page changes.
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await nextPage(page, `/visa-process/student-documents/${student.studentId}/D-003`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();
  await expect(page.getByText('Upload link for the student')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upload / })).toHaveCount(0);
  // the checklist and the documents come in their own answers, pushing Next down as they do
  await nextPage(page, new RegExp(`/visa-process/all-university-documents/${student.studentId}/D-003/`));

  const card = page.getByRole('region', { name: 'University of Leeds' });
  await expect(card.getByRole('link', { name: 'View Document: Offer Letter' })).toHaveAttribute('target', '_blank');
  for (const label of ['Swift Copy', 'University Payment Receipt', 'DOL', 'PAL', 'LOA']) {
    await expect(card.getByRole('region', { name: label }).getByText('Not Submitted')).toBeVisible();
  }
  await expect(card.getByText('Global Edu')).toBeVisible();
  await expect(card.getByText(DEMO.visa.name)).toBeVisible();

  await card.getByRole('button', { name: 'Successful' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the visa outcome' });
  await dialog.getByRole('button', { name: 'Decision date' }).click();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Dhaka' }).format(new Date());
  await page.getByRole('button', { name: today, exact: true }).click();
  await dialog.getByRole('button', { name: 'Record outcome' }).click();
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Visa outcome: Successful')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Successful' })).toHaveCount(0);

  await page.goto('/visa-process/dashboard/visa-processing');
  await expect(page.getByRole('tab', { name: 'Ongoing Visa Processing' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Success/Rejected' }).click();
  await expect(page.getByRole('row').filter({ hasText: String(student.studentId) })).toBeVisible();

  // The Super Admin: the student is a success, and the application is on the commission list.
  const adminPage = await admin.newPage();
  await adminPage.goto('/super-admin/student/success');
  await adminPage.getByRole('combobox', { name: 'Full name' }).fill(student.fullName);
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  // This list has no StudentId column; the row's More info link carries the id.
  await expect(
    adminPage.locator(`a[href="/super-admin/student-details/${student.studentId}/D-003"]`).first(),
  ).toBeVisible();

  await adminPage.goto('/super-admin/b2b/commission-list');
  await expect(adminPage.getByRole('heading', { name: 'B2B Commission List' })).toBeVisible();
  await adminPage.getByLabel('B2B Agent').fill('Global Edu');
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  const commission = adminPage.getByRole('row').filter({ hasText: String(student.studentId) });
  await expect(commission).toContainText('University of Leeds');
  await expect(commission.getByRole('link', { name: 'https://appl…' })).toHaveAttribute('href', LINK);

  await admin.close();
  await visa.close();
});
