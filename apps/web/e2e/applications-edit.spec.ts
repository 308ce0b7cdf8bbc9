import { expect, type Page, test } from '@playwright/test';
import {
  applicationsPath,
  assignToOfficer,
  type CaseStudent,
  fileApplication,
  officerPage,
  PDF,
} from './applications-support.ts';
import { DEMO, signIn } from './support.ts';

// Issue 22, "applications that can be corrected": one journey per point, on two students of the demo counselor
// assigned to the demo officer (one keeps no application at all).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let student: CaseStudent;
let bare: CaseStudent;
let officer: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  [student, bare] = (await assignToOfficer(browser, 2)) as [CaseStudent, CaseStudent];
  officer = await officerPage(browser);
});

const addForm = () => officer.getByRole('region', { name: 'Add an application' });
const row = (text: string | RegExp) => officer.getByRole('row', { name: text });

async function openApplications(of = student) {
  await officer.goto(applicationsPath(of.studentId));
  await expect(officer.getByRole('heading', { name: 'Applied University', level: 1 })).toBeVisible();
}

test('adding an application and changing its status each toast what happened', async () => {
  await openApplications();
  const form = addForm();
  await form.getByRole('combobox', { name: 'University' }).fill('University of Leeds');
  await form.getByRole('combobox', { name: 'Subject' }).fill('MSc Data Science');
  await form.getByRole('combobox', { name: 'Country' }).fill('United Kingdom');
  await form.getByRole('combobox', { name: 'Intake' }).fill('September 2027');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(officer.getByText('University Application Successful')).toBeVisible();
  await expect(officer.getByText('Status Updated Successfully')).toHaveCount(0);

  await officer.getByRole('combobox', { name: 'Status of University of Leeds, MSc Data Science' }).click();
  await officer.getByRole('option', { name: 'offer received' }).click();
  await expect(officer.getByText('Status Updated Successfully')).toBeVisible();
});

test('University, Subject and Country suggest from the catalogue and still take a name it does not list', async () => {
  await openApplications();
  const form = addForm();
  await form.getByRole('combobox', { name: 'University' }).fill('University of Tor');
  await officer.getByRole('option', { name: 'University of Toronto' }).click();
  await expect(form.getByRole('combobox', { name: 'University' })).toHaveValue('University of Toronto');
  await form.getByRole('combobox', { name: 'Subject' }).fill('MEng');
  await officer.getByRole('option', { name: 'MEng Electrical Engineering' }).click();
  await form.getByRole('combobox', { name: 'Country' }).fill('Can');
  await officer.getByRole('option', { name: 'Canada', exact: true }).click();
  await form.getByRole('combobox', { name: 'Intake' }).fill('September 2028');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(row(/University of Toronto/)).toContainText('MEng Electrical Engineering');

  await form.getByRole('combobox', { name: 'University' }).fill('Dhaka Institute of Fashion');
  await form.getByRole('combobox', { name: 'Subject' }).fill('BA Textile Design');
  await form.getByRole('combobox', { name: 'Country' }).fill('Bangladesh');
  await form.getByRole('combobox', { name: 'Intake' }).fill('January 2028');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(row(/Dhaka Institute of Fashion/)).toContainText('BA Textile Design');
});

test('a B2B agent keeps the spaces it was typed with, in the list and the commission list', async ({ browser }) => {
  await openApplications();
  const form = addForm();
  await expect(officer.getByText('Spaces become underscores')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'University' }).fill('Monash University');
  await form.getByRole('combobox', { name: 'Subject' }).fill('Master of Data Science');
  await form.getByRole('combobox', { name: 'Country' }).fill('Australia');
  await form.getByRole('combobox', { name: 'Intake' }).fill('July 2028');
  await form.getByRole('combobox', { name: 'B2B Agent' }).fill('KL Partners Sdn Bhd');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(row(/Monash University/)).toContainText('KL Partners Sdn Bhd');
  await expect(officer.getByText('KL_Partners_Sdn_Bhd')).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.superAdmin.email);
  await expect(admin).toHaveURL(DEMO.superAdmin.dashboard);
  await admin.goto('/super-admin/b2b/commission-list');
  await admin.getByLabel('B2B Agent').fill('KL Partners Sdn Bhd');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByRole('row').filter({ hasText: String(student.studentId) })).toContainText(
    'KL Partners Sdn Bhd',
  );
  await admin.context().close();
});

test('an application is edited in its own form, with the same checks as adding one', async () => {
  await openApplications();
  await officer.getByRole('button', { name: 'Edit Dhaka Institute of Fashion, BA Textile Design' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Edit application' });
  await expect(dialog.getByRole('combobox', { name: 'University' })).toHaveValue('Dhaka Institute of Fashion');
  await dialog.getByRole('combobox', { name: 'Subject' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the subject')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Subject' }).fill('BA Fashion Design');
  await dialog.getByRole('combobox', { name: 'Intake' }).fill('May 2028');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(officer.getByText('Application updated')).toBeVisible();
  await expect(row(/Dhaka Institute of Fashion/)).toContainText('BA Fashion Design');
  await expect(row(/Dhaka Institute of Fashion/)).toContainText('May 2028');
});

test('an application is removed after a confirmation', async () => {
  await openApplications();
  await officer.getByRole('button', { name: 'Remove Dhaka Institute of Fashion, BA Fashion Design' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Remove application' });
  await expect(dialog.getByText('Are you sure you want to remove this application?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(/Dhaka Institute of Fashion/)).toBeVisible();
  await officer.getByRole('button', { name: 'Remove Dhaka Institute of Fashion, BA Fashion Design' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(officer.getByText('Application removed')).toBeVisible();
  await expect(row(/Dhaka Institute of Fashion/)).toHaveCount(0);
  await officer.reload();
  await expect(row(/University of Leeds/)).toBeVisible();
  await expect(row(/Dhaka Institute of Fashion/)).toHaveCount(0);
});

test('Proceed without an application is off and says why', async () => {
  await openApplications(bare);
  await expect(officer.getByText('No universities found.')).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await expect(officer.getByRole('link', { name: 'Proceed' })).toHaveCount(0);
  await expect(officer.getByText('Add an application before you proceed')).toBeVisible();

  await fileApplication(officer, bare.studentId, {
    universityName: 'University of Glasgow',
    subject: 'MSc Finance',
    country: 'United Kingdom',
    intake: 'September 2027',
  });
  await officer.reload();
  await expect(officer.getByRole('link', { name: 'Proceed' })).toBeVisible();
  await expect(officer.getByText('Add an application before you proceed')).toHaveCount(0);
});

test('the offer letter goes in before the hand-off and is replaced after it; DOL, PAL and LOA are explained', async () => {
  await openApplications();
  const leeds = 'University of Leeds, MSc Data Science';
  await expect(row(/University of Leeds/)).toContainText('Not Submitted');
  await officer
    .getByLabel(`Upload offer letter of ${leeds}`)
    .setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(officer.getByText('File Uploaded Successfully')).toBeVisible();
  await expect(officer.getByRole('link', { name: `View offer letter of ${leeds}` })).toBeVisible();
  const first = await officer.getByRole('link', { name: `View offer letter of ${leeds}` }).getAttribute('href');

  await officer.getByRole('link', { name: 'Proceed' }).click();
  await expect(officer).toHaveURL(/\/admin-officer\/assign-visa-team\//);
  await officer.getByRole('combobox', { name: 'Application' }).click();
  await officer.getByRole('option', { name: /University of Leeds/ }).click();
  const docs = officer.getByRole('region', { name: 'University documents' });
  await expect(docs.getByText('Deferred Offer Letter')).toBeVisible();
  await expect(docs.getByText('Provincial Attestation Letter (Canada)')).toBeVisible();
  await expect(docs.getByText('Letter of Acceptance')).toBeVisible();
  await expect(docs.getByRole('link', { name: 'View Document: Offer Letter' })).toBeVisible();

  await officer.getByRole('combobox', { name: 'Visa team' }).click();
  await officer.getByRole('option', { name: DEMO.visa.name }).click();
  await docs.getByRole('button', { name: 'Submit' }).click();
  await expect(docs.getByText(`Handed to ${DEMO.visa.name} for the visa`)).toBeVisible();
  // The hand-off ends with its toast, once the student's data is read again: until then the form is busy, and as it
  // ends it is cleared, with any file chosen meanwhile through the hidden input.
  await expect(officer.getByText('Docs Upload Successful')).toBeVisible();
  await expect(docs.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await docs
    .getByLabel('Replace Offer Letter file')
    .setInputFiles({ name: 'offer-v2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(docs.getByText('Replace with offer-v2.pdf')).toBeVisible();
  await docs.getByRole('button', { name: 'Submit' }).click();
  // The hand-off's own "Docs Upload Successful" may still be showing: the newest toast is this one's.
  await expect(officer.getByText('Docs Upload Successful').last()).toBeVisible();
  // The new version's link, once the documents are read again.
  await expect(docs.getByRole('link', { name: 'View Document: Offer Letter' })).not.toHaveAttribute(
    'href',
    first ?? '',
  );

  // Handed to the visa team: it cannot be removed any more, and the list says why.
  await openApplications();
  const remove = officer.getByRole('button', { name: `Remove ${leeds}` });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.hover();
  await expect(officer.getByText(`Handed to ${DEMO.visa.name} for the visa: it cannot be removed`)).toBeVisible();
  await remove.click({ force: true });
  await expect(officer.getByRole('dialog', { name: 'Remove application' })).toHaveCount(0);
});
