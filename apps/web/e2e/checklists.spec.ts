import { expect, test } from '@playwright/test';
import { PDF, studentWithoutDocuments } from './documents-support.ts';
import { DEMO, signIn } from './support.ts';

test('issue 16: Super Admin adds a document to a checklist; a counselor rejects a passport with a reason, then verifies the new one', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const office = await browser.newContext();
  const admin = await office.newPage();
  await signIn(admin, DEMO.superAdmin.email);
  await expect(admin).toHaveURL(DEMO.superAdmin.dashboard);

  const counselorContext = await browser.newContext();
  const staff = await counselorContext.newPage();
  await signIn(staff, DEMO.counselor.email);
  await expect(staff).toHaveURL(DEMO.counselor.dashboard);
  const student = await studentWithoutDocuments(staff);
  const answer = await staff.request.get(`/api/v1/student/${student.studentId}/checklist`);
  const { destination } = ((await answer.json()) as { data: { destination: string } }).data;

  // Super Admin adds a document of the destination's own, needed before the visa.
  const added = `Police clearance ${Date.now() % 100_000}`;
  await admin.goto('/super-admin/settings');
  await admin.getByRole('link', { name: 'Document checklists' }).click();
  await expect(admin.getByRole('heading', { name: 'Document checklists', level: 1 })).toBeVisible();
  await admin.getByRole('tab', { name: destination, exact: true }).click();
  await admin.getByRole('textbox', { name: 'Add a document' }).fill(added);
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  const row = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('textbox', { name: 'Document' }) })
    .last();
  await expect(row.getByRole('textbox', { name: 'Document' })).toHaveValue(added);
  await row.getByText('Before the visa').click();
  await admin.getByRole('button', { name: 'Save checklist' }).click();
  await expect(admin.getByText(`The ${destination} checklist is saved.`)).toBeVisible();

  // The counselor's documents screen shows the student's checklist with the new document.
  await staff.goto(`/counselor/student-documents/${student.studentId}/D-003`);
  const checklist = staff.getByRole('region', { name: `Checklist (${destination})` });
  // needed before the visa, so listed under it
  const police = checklist.getByRole('list', { name: 'Before the visa' }).getByRole('listitem', { name: added });
  await expect(police.getByText('Requested')).toBeVisible();

  // A passport scan arrives; the counselor rejects it, and must give the reason.
  await staff
    .getByRole('region', { name: 'Passport' })
    .getByLabel('Passport file')
    .setInputFiles({ name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  const passport = checklist.getByRole('listitem', { name: 'Passport' });
  await expect(passport.getByText('Uploaded', { exact: true })).toBeVisible();
  await passport.getByRole('button', { name: 'Reject Passport' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject Passport' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give the reason for the rejection')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The photo page is cut off at the bottom');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(passport.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(passport.getByText('Reason: The photo page is cut off at the bottom')).toBeVisible();
  await expect(passport.getByText(`Rejected by ${DEMO.counselor.name}`)).toBeVisible();

  // An expiry date already past is kept, with a warning.
  await passport.getByLabel('Expires on').fill('01/02/2020');
  await passport.getByLabel('Expires on').press('Enter');
  await expect(passport.getByText('This date has passed: the document has expired.')).toBeVisible();

  // The new scan goes back for review, and the counselor verifies it.
  const card = staff.getByRole('region', { name: 'Passport' });
  await card.getByRole('button', { name: 'Replace Passport' }).click();
  await card
    .getByLabel('Passport file')
    .setInputFiles({ name: 'passport-new.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(passport.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(passport.getByText(/2 versions/)).toBeVisible();
  await passport.getByRole('button', { name: 'Verify Passport' }).click();
  await expect(passport.getByText('Verified', { exact: true })).toBeVisible();
  await expect(passport.getByText(`Verified by ${DEMO.counselor.name}`)).toBeVisible();

  // The added document takes its own upload.
  await police
    .getByLabel(`${added} file`)
    .setInputFiles({ name: 'police.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(police.getByText('Uploaded', { exact: true })).toBeVisible();
  await office.close();
  await counselorContext.close();
});
