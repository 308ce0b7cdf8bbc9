import { expect, test } from '@playwright/test';
import { PDF, studentWithoutDocuments } from './documents-support.ts';
import { DEMO, signIn } from './support.ts';

const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00]);
const NOT_ACCEPTED = 'This file is not a document we accept: use PDF, JPEG, PNG, WebP, DOC or DOCX.';

test('a counselor collects documents, also through the public upload link', async ({ browser }) => {
  test.setTimeout(60_000); // two browsers, a dozen uploads and downloads: longer than one page's journey
  const staff = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await staff.newPage();
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  const student = await studentWithoutDocuments(page);
  const firstName = student.fullName.split(/\s+/)[0] ?? '';

  await page.goto(`/counselor/student-documents/${student.studentId}/D-003`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();
  await expect(page.getByText('No Documents Submitted')).toBeVisible();
  await expect(page.getByText('0 of 16 submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: '<< Back to details' })).toHaveAttribute(
    'href',
    `/counselor/student-details/${student.studentId}/D-003`,
  );

  // Choosing the file sends it (issue 22: no separate Upload step).
  const passport = page.getByRole('region', { name: 'Passport' });
  await passport
    .getByLabel('Passport file')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('File Uploaded Successfully')).toBeVisible();
  const view = passport.getByRole('link', { name: 'View Document: Passport' });
  await expect(view).toBeVisible();
  await expect(view).toHaveAttribute('target', '_blank');
  const file = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByText('1 of 16 submitted')).toBeVisible();
  await expect(page.getByText('No Documents Submitted')).toHaveCount(0);
  await expect(page.getByText('File Uploaded Successfully')).toHaveCount(0);

  // A program disguised as a PDF is refused by the server, and no success is claimed.
  const cv = page.getByRole('region', { name: 'CV', exact: true });
  await cv.getByLabel('CV file').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: ELF });
  await expect(cv.getByRole('alert')).toContainText(NOT_ACCEPTED);
  await expect(page.getByText('File Uploaded Successfully')).toHaveCount(0);
  await expect(cv.getByText('Not uploaded yet')).toBeVisible();

  // Copy Link gives the current link (a first one here) and puts the whole address on the clipboard.
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/file-upload/${student.studentId}/D-003\\?t=`));
  await expect(page.getByTestId('upload-link')).toHaveValue(link);

  // The student opens it without a session.
  const outside = await browser.newContext();
  const publicPage = await outside.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { name: `Hello ${firstName}` })).toBeVisible();
  // the passport the counselor uploaded waits for review; the CV is still to send
  const checking = publicPage.getByRole('region', { name: /^Being checked/ });
  await expect(checking.getByRole('region', { name: 'Passport' })).toBeVisible();
  const publicCv = publicPage.getByRole('region', { name: 'CV', exact: true });
  await publicCv
    .getByLabel('Choose a file for CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(publicPage.getByText('Docs Upload Successful')).toBeVisible();
  await expect(checking.getByRole('region', { name: 'CV', exact: true })).toBeVisible();

  // Without a token, or with a wrong one, the page says so.
  await publicPage.goto(`/file-upload/${student.studentId}/D-003`);
  await expect(publicPage.getByText('This upload link is invalid or has expired.')).toBeVisible();
  await publicPage.goto(`/file-upload/${student.studentId}/D-003?t=not-a-valid-token-at-all`);
  await expect(publicPage.getByText('Ask your counselor for a new link.')).toBeVisible();

  // Back at the office, the CV the student sent is there.
  await page.reload();
  await expect(cv.getByRole('link', { name: 'View Document: CV' })).toBeVisible();
  await expect(page.getByText('2 of 16 submitted')).toBeVisible();

  // A new link, once confirmed, revokes the one the student has.
  await page.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make new link' }).click();
  await expect(page.getByText('New link made. The link given before no longer works.')).toBeVisible();
  await publicPage.goto(link);
  await expect(publicPage.getByText('This upload link is invalid or has expired.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all' }).click();
  expect((await download).suggestedFilename()).toBe(`documents_of_student - ${student.studentId}.zip`);

  // The details page offers the same link buttons next to Next >>.
  await page.getByRole('link', { name: '<< Back to details' }).click();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attestation', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next >>' })).toHaveAttribute(
    'href',
    `/counselor/student-documents/${student.studentId}/D-003`,
  );

  // Attestation opens the current link in a new tab.
  const tab = staff.waitForEvent('page');
  await page.getByRole('button', { name: 'Attestation', exact: true }).click();
  const opened = await tab;
  await expect(opened).toHaveURL(new RegExp(`/file-upload/${student.studentId}/D-003\\?t=`));
  await expect(opened.getByRole('heading', { name: `Hello ${firstName}` })).toBeVisible();

  await outside.close();
  await staff.close();
});
