import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { ApiStudent } from './documents-support.ts';
import { PHONE, photo, portalLink, review } from './portal-support.ts';
import { DEMO, signIn } from './support.ts';

// Pictures of the student's portal and the document preview (issue 16 items 4 and 5), for looking at them.
const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');
const DESKTOP = { width: 1440, height: 900 };

/** A scanned document of three pages, each with its own heading, as a counselor would receive it. */
async function scan() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [i, title] of ['PASSPORT', 'Data page', 'Visas and stamps'].entries()) {
    const page = pdf.addPage([420, 595]);
    page.drawRectangle({ x: 30, y: 30, width: 360, height: 535, borderColor: rgb(0.1, 0.3, 0.5), borderWidth: 3 });
    page.drawText(title, { x: 60, y: 500, size: 26, font, color: rgb(0.1, 0.2, 0.4) });
    page.drawText(`Page ${i + 1} of 3`, { x: 60, y: 460, size: 14, font, color: rgb(0.3, 0.3, 0.3) });
    for (let line = 0; line < 12; line++) {
      page.drawRectangle({
        x: 60,
        y: 420 - line * 28,
        width: 300 - (line % 3) * 60,
        height: 10,
        color: rgb(0.8, 0.84, 0.9),
      });
    }
  }
  return Buffer.from(await pdf.save());
}

/** A student of the counselor with an application, their documents in every state of the review. */
async function studentInEveryState(staff: Page) {
  const list = await staff.request.get(
    '/api/v1/utilities/filter-student-list/D-003?status=application-processing&pageSize=100',
  );
  let student: ApiStudent | undefined;
  for (const candidate of ((await list.json()) as { data: ApiStudent[] }).data) {
    const applications = await staff.request.get(`/api/v1/applicant/university-upload/${candidate.studentId}/D-003`);
    if (((await applications.json()) as { data: unknown[] }).data.length > 0) {
      student = candidate;
      break;
    }
  }
  if (!student) throw new Error('The demo office has no student of D-003 with applications');
  const { studentId } = student;
  const upload = async (documentName: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const sent = await staff.request.post(`/api/v1/student/add-documents/${studentId}/D-003`, {
      multipart: { documentName, file },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  };
  await upload('passport', { name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: await scan() });
  await upload('sscCertificate', { name: 'ssc.png', mimeType: 'image/png', buffer: photo(800, 560, 90) });
  await upload('ielts', { name: 'ielts.pdf', mimeType: 'application/pdf', buffer: await scan() });
  await review(staff, studentId, 'sscCertificate', { state: 'verified' });
  await review(staff, studentId, 'ielts', { state: 'rejected', reason: 'The scan is cut off: send all pages.' });
  return student;
}

test.describe('portal screenshots', { tag: '@screenshots' }, () => {
  test('the student’s portal and the preview, phone and desktop, Light and Dark, English and Bangla', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const office = await browser.newContext({ viewport: DESKTOP });
    const staff = await office.newPage();
    await signIn(staff, DEMO.counselor.email);
    await expect(staff).toHaveURL(DEMO.counselor.dashboard);
    const student = await studentInEveryState(staff);
    const link = await portalLink(staff, student.studentId);

    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        for (const locale of ['en-GB', 'bn-BD']) {
          const context = await browser.newContext({ viewport, locale, isMobile: device === 'phone' });
          const page = await context.newPage();
          await page.goto(`${link}&theme=${theme}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          const language = locale.slice(0, 2);
          await page.screenshot({ path: `${OUT}/portal-${language}-${device}-${theme}.png`, fullPage: true });
          if (device === 'phone') {
            // two pages photographed, about to go as one PDF
            const card = page.getByRole('region', { name: language === 'bn' ? 'সিভি' : 'CV', exact: true });
            const camera = card.getByLabel(language === 'bn' ? 'সিভি-এর ছবি তুলুন' : 'Take a photo of CV');
            await camera.setInputFiles({ name: 'IMG_1.png', mimeType: 'image/png', buffer: photo(600, 800, 70) });
            await camera.setInputFiles({ name: 'IMG_2.png', mimeType: 'image/png', buffer: photo(600, 800, 140) });
            await card.scrollIntoViewIfNeeded();
            await card.screenshot({ path: `${OUT}/portal-photos-${language}-${theme}.png` });
          }
          await context.close();
        }
      }

      await staff.goto(`/counselor/student-documents/${student.studentId}/D-003?theme=${theme}`);
      await staff.getByRole('button', { name: 'Preview Passport' }).first().click();
      const preview = staff.getByRole('dialog', { name: 'Preview: Passport' });
      await expect(preview.getByRole('button', { name: 'Page 3 of 3' })).toBeVisible();
      await preview.getByRole('button', { name: 'Page 2 of 3' }).click();
      await staff.waitForTimeout(500); // the chosen page is drawn
      await staff.screenshot({ path: `${OUT}/preview-pdf-${theme}.png` });
      await preview.getByRole('button', { name: 'Close' }).click();
      await staff.getByRole('button', { name: 'Preview SSC Certificate' }).first().click();
      await expect(staff.getByRole('img', { name: 'SSC Certificate: ssc.png' })).toBeVisible();
      await staff.waitForTimeout(300);
      await staff.screenshot({ path: `${OUT}/preview-image-${theme}.png` });
      await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    }
    await office.close();
  });
});
