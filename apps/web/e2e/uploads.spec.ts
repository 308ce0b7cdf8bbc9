import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDF, studentWithoutDocuments } from './documents-support.ts';
import { DEMO, signIn } from './support.ts';

const NOT_ACCEPTED = 'This file is not a document we accept: use PDF, JPEG, PNG, WebP, DOC or DOCX.';
const MB = 1024 * 1024;

/**
 * A file of `mb` megabytes of `byte` on disk, its type told by its name's ending. The browser reads it from there:
 * handed over as a buffer, 15 to 21 MB went from the test to the browser through Playwright's pipe, 20 to 30 s.
 */
function bigFile(name: string, mb: number, byte: number): string {
  const file = test.info().outputPath(name);
  writeFileSync(file, Buffer.alloc(mb * MB, byte));
  return file;
}
/** Named as a PDF, so only the server can tell: it refuses it after its first bytes. */
const disguised = (mb: number) => bigFile('scan.pdf', mb, 7);

/** Counts the uploads the page sends, to prove a refusal happened in the browser. */
function countUploads(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(add-documents|public\/portal)\//.test(request.url()))
      sent.push(request.url());
  });
  return sent;
}

async function documentsOfNewStudent(page: Page) {
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  const student = await studentWithoutDocuments(page);
  await page.goto(`/counselor/student-documents/${student.studentId}/D-003`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();
  return student;
}

test('a 21 MB file that is not a PDF, and one only the server can refuse, both end in an error with the message', async ({
  page,
}) => {
  const sent = countUploads(page);
  await documentsOfNewStudent(page);
  const passport = page.getByRole('region', { name: 'Passport' });
  await passport.getByLabel('Passport file').setInputFiles(bigFile('holiday.zip', 21, 7));
  await expect(passport.getByRole('alert')).toContainText(NOT_ACCEPTED);
  expect(sent).toHaveLength(0);

  // The server refuses it after its first bytes while most of the body is still to come: the card must settle.
  const answered = page.waitForResponse((r) => r.url().includes('/add-documents/'));
  await passport.getByLabel('Passport file').setInputFiles(disguised(15));
  expect((await answered).status()).toBe(415);
  await expect(passport.getByRole('alert')).toContainText(NOT_ACCEPTED, { timeout: 15_000 });
  await expect(passport.getByRole('progressbar')).toHaveCount(0);
  await expect(passport.getByRole('button', { name: 'Try again' })).toBeVisible();
  // and the card still works afterwards
  await passport
    .getByLabel('Passport file')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    page.getByRole('region', { name: 'Passport' }).getByRole('link', { name: 'View Document: Passport' }),
  ).toBeVisible();
});

test('a file over the limit is refused in the browser, with the server’s words, without sending it', async ({
  page,
}) => {
  const sent = countUploads(page);
  await documentsOfNewStudent(page);
  const cv = page.getByRole('region', { name: 'CV', exact: true });
  await cv.getByLabel('CV file').setInputFiles(bigFile('cv.pdf', 21, 1));
  await expect(cv.getByRole('alert')).toContainText('cv.pdf: The file is larger than 20 MB.');
  expect(sent).toHaveLength(0);
});

test('Copy Link twice gives the same link, which keeps working; New link turns it off', async ({ browser }) => {
  const staff = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await staff.newPage();
  const student = await documentsOfNewStudent(page);
  const copied = async () => {
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard!').first()).toBeVisible();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const first = await copied();
  expect(first).toMatch(new RegExp(`/file-upload/${student.studentId}/D-003\\?t=`));
  await page.reload();
  expect(await copied()).toBe(first);

  const outside = await browser.newContext();
  const publicPage = await outside.newPage();
  await publicPage.goto(first);
  const firstName = student.fullName.split(/\s+/)[0] ?? '';
  await expect(publicPage.getByRole('heading', { name: `Hello ${firstName}` })).toBeVisible();

  // The student's page settles on an early refusal too.
  const publicCv = publicPage.getByRole('region', { name: 'CV', exact: true });
  await publicCv.getByLabel('Choose a file for CV').setInputFiles(disguised(15));
  await expect(publicCv.getByRole('alert')).toContainText(NOT_ACCEPTED, { timeout: 15_000 });

  // New link asks first, then revokes the old one.
  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new upload link?' });
  await expect(dialog).toContainText('will stop working');
  await dialog.getByRole('button', { name: 'Make new link' }).click();
  await expect(page.getByText('New link made. The link given before no longer works.')).toBeVisible();
  const renewed = await page.getByTestId('upload-link').inputValue();
  expect(renewed).not.toBe(first);
  await publicPage.goto(first);
  await expect(publicPage.getByText('This upload link is invalid or has expired.')).toBeVisible();
  await publicPage.goto(renewed);
  await expect(publicPage.getByRole('heading', { name: `Hello ${firstName}` })).toBeVisible();
  await outside.close();
  await staff.close();
});

test('two files dropped at once go to the documents chosen for them', async ({ page }) => {
  await documentsOfNewStudent(page);
  await expect(page.getByTestId('documents-dropzone')).toBeVisible();
  const data = await page.evaluateHandle(
    (pdf) => {
      const transfer = new DataTransfer();
      const bytes = new Uint8Array(pdf);
      transfer.items.add(new File([bytes], 'Passport scan.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File([bytes], 'scan0002.pdf', { type: 'application/pdf' }));
      return transfer;
    },
    [...PDF],
  );
  // Dragged into the window, the whole screen becomes the drop target; the files land on it.
  await page.locator('body').dispatchEvent('dragenter', { dataTransfer: data });
  const screen = page.getByText('Drop the files to add them');
  await expect(screen).toBeVisible();
  await screen.dispatchEvent('drop', { dataTransfer: data });

  const files = page.getByRole('list', { name: 'Files to upload' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  // the first is guessed from its name; the second waits for a choice
  await expect(page.getByRole('combobox', { name: 'Document for Passport scan.pdf' })).toHaveValue('Passport');
  await expect(page.getByText('Choose the document for 1 file.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Document for scan0002.pdf' }).click();
  await page.getByRole('option', { name: 'IELTS' }).click();
  await page.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(files.getByText('Uploaded')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Uploaded (2)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Document: Passport' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Document: IELTS' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not uploaded yet (14)' })).toBeVisible();
});
