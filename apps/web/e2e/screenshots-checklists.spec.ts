import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PDF, studentWithoutDocuments } from './documents-support.ts';
import { PHONE, photo, review } from './portal-support.ts';
import { DEMO, signIn } from './support.ts';

// Pictures of the checklist review on the documents screen and of the checklists settings (issue 16 items 1 to 3).
const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');
const DESKTOP = { width: 1440, height: 900 };

/** A student of the counselor whose checklist holds every state: verified, rejected, uploaded with expiry dates. */
async function studentInEveryState(staff: Page) {
  const student = await studentWithoutDocuments(staff);
  const { studentId } = student;
  const upload = async (documentName: string, buffer: Buffer, mimeType = 'application/pdf') => {
    const sent = await staff.request.post(`/api/v1/student/add-documents/${studentId}/D-003`, {
      multipart: { documentName, file: { name: `${documentName}.pdf`, mimeType, buffer } },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  };
  await upload('passport', PDF);
  await upload('sscCertificate', photo(800, 560, 90), 'image/png');
  await upload('hscCertificate', PDF);
  await upload('ielts', PDF);
  await review(staff, studentId, 'sscCertificate', { state: 'verified' });
  await review(staff, studentId, 'hscCertificate', { state: 'rejected', reason: 'The seal is not readable.' });
  await review(staff, studentId, 'passport', { expiresAt: '2026-12-20' });
  await review(staff, studentId, 'ielts', { state: 'verified', expiresAt: '2024-05-01' });
  return student;
}

test.describe('checklists screenshots', { tag: '@screenshots' }, () => {
  test('the review on the documents screen and the checklists settings, phone and desktop, Light and Dark', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const setup = await browser.newContext({ viewport: DESKTOP });
    const staff = await setup.newPage();
    await signIn(staff, DEMO.counselor.email);
    await expect(staff).toHaveURL(DEMO.counselor.dashboard);
    const student = await studentInEveryState(staff);

    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await browser.newContext({ viewport, isMobile: device === 'phone' });
        const page = await context.newPage();
        await signIn(page, DEMO.counselor.email);
        await expect(page).toHaveURL(DEMO.counselor.dashboard);
        await page.goto(`/counselor/student-documents/${student.studentId}/D-003?theme=${theme}`);
        const checklist = page.getByRole('region', { name: /^Checklist \(/ });
        await expect(checklist.getByText('Reason: The seal is not readable.')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUT}/checklist-review-${device}-${theme}.png`, fullPage: true });
        if (device === 'desktop') {
          await checklist.getByRole('button', { name: 'Reject Passport' }).click();
          await page.getByRole('dialog', { name: 'Reject Passport' }).getByLabel('Reason').fill('The photo is blurred');
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${OUT}/checklist-reject-${theme}.png` });
        }
        await context.close();

        const adminContext = await browser.newContext({ viewport, isMobile: device === 'phone' });
        const admin = await adminContext.newPage();
        await signIn(admin, DEMO.superAdmin.email);
        await expect(admin).toHaveURL(DEMO.superAdmin.dashboard);
        await admin.goto(`/super-admin/settings/checklists?theme=${theme}`);
        await expect(admin.getByRole('button', { name: 'Save checklist' })).toBeVisible();
        await admin.screenshot({ path: `${OUT}/checklist-settings-${device}-${theme}.png`, fullPage: true });
        await adminContext.close();
      }
    }
    await setup.close();
  });
});
