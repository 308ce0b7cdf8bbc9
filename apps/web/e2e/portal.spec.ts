import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { PDF, studentWithoutDocuments } from './documents-support.ts';
import { PHONE, photo, portalLink } from './portal-support.ts';
import { DEMO, signIn } from './support.ts';

const REASON = 'ছবিটি ঝাপসা: পাসপোর্টের তথ্যের পাতাটি পরিষ্কার করে তুলুন';

test('issue 16 on a phone: a rejected passport is sent again as photos, previewed and verified', async ({
  browser,
}) => {
  test.setTimeout(90_000); // two phones, a PDF made in the browser and drawn by pdf.js
  const office = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const staff = await office.newPage();
  await signIn(staff, DEMO.counselor.email);
  await expect(staff).toHaveURL(DEMO.counselor.dashboard);
  const student = await studentWithoutDocuments(staff);
  const firstName = student.fullName.split(/\s+/)[0] ?? '';

  // The counselor has a passport scan and sends it back from the checklist with a reason, in Bangla.
  await staff.goto(`/counselor/student-documents/${student.studentId}/D-003`);
  await staff
    .getByRole('region', { name: 'Passport' })
    .getByLabel('Passport file')
    .setInputFiles({ name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(staff.getByText('File Uploaded Successfully')).toBeVisible();
  const checklist = staff.getByRole('region', { name: /^Checklist/ });
  const row = checklist.getByRole('listitem', { name: 'Passport' });
  await row.getByRole('button', { name: 'Reject Passport' }).click();
  const rejecting = staff.getByRole('dialog', { name: 'Reject Passport' });
  await rejecting.getByLabel('Reason').fill(REASON);
  await rejecting.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row.getByText(`Reason: ${REASON}`)).toBeVisible();

  // The student opens their link on a phone whose language is Bangla.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'bn-BD' });
  const portal = await phone.newPage();
  await portal.goto(await portalLink(staff, student.studentId));
  await expect(portal.getByRole('heading', { name: `হ্যালো ${firstName}` })).toBeVisible();
  await expect(portal.locator('html')).toHaveAttribute('lang', 'bn');
  const toSend = portal.getByRole('region', { name: /^পাঠাতে হবে/ });
  const passport = toSend.getByRole('region', { name: 'পাসপোর্ট' });
  await expect(passport.getByText('আবার পাঠান')).toBeVisible();
  await expect(passport.getByText(`ফেরত পাঠানোর কারণ: ${REASON}`)).toBeVisible();

  // Two photos, one a page, go as one PDF.
  const camera = passport.getByLabel('পাসপোর্ট-এর ছবি তুলুন');
  await camera.setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: photo(900, 1200, 60) });
  await expect(passport.getByText('পাসপোর্ট-এর পাতা (১)')).toBeVisible();
  await camera.setInputFiles({ name: 'IMG_0002.png', mimeType: 'image/png', buffer: photo(1200, 900, 110) });
  await expect(passport.getByRole('img', { name: 'পাতা ২' })).toBeVisible();
  await expectAccessible(portal, 'the portal in Bangla with two pages photographed');
  // The connection drops as they send: the PDF stays on the phone and goes once the connection is back.
  await portal.waitForLoadState('networkidle'); // the PDF's code came with the first photo
  await phone.setOffline(true);
  await passport.getByRole('button', { name: '২টি পাতা একটি PDF হিসেবে পাঠান' }).click();
  // Making the PDF is the phone's own work: on a busy machine it takes longer than a screen's usual wait.
  await expect(passport.getByRole('alert')).toContainText('Passport.pdf: সংযোগ বিচ্ছিন্ন হয়ে গেছে।', {
    timeout: 30_000,
  });
  await expect(passport.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
  const sent = portal.waitForRequest(
    (request) => request.method() === 'POST' && /\/public\/portal\//.test(request.url()),
  );
  await phone.setOffline(false);
  expect((await sent).url()).toContain('/items/passport?t=');
  await expect(portal.getByText('ডকুমেন্ট আপলোড সফল হয়েছে')).toBeVisible();
  const checking = portal.getByRole('region', { name: /^যাচাই চলছে/ });
  await expect(checking.getByRole('region', { name: 'পাসপোর্ট' })).toBeVisible();

  // They arrived as one PDF of two pages: the counselor previews it, with the pages' thumbnails, and verifies it.
  await staff.reload();
  await row.getByRole('button', { name: 'Preview Passport' }).click();
  const preview = staff.getByRole('dialog', { name: 'Preview: Passport' });
  await expect(preview.getByText('Passport.pdf')).toBeVisible();
  const pages = preview.getByRole('group', { name: 'Pages of Passport' });
  await expect(pages.getByRole('button')).toHaveCount(2);
  await pages.getByRole('button', { name: 'Page 2 of 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByRole('img', { name: 'Page 2 of Passport' })).toBeVisible();
  await expectAccessible(staff, 'the preview of a PDF');
  await preview.getByRole('button', { name: 'Verify Passport' }).click();
  await expect(preview).toHaveCount(0);
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  const checked = await staff.request.get(`/api/v1/student/${student.studentId}/checklist`);
  const items = ((await checked.json()) as { data: { items: { key: string; state: string; file: object }[] } }).data;
  expect(items.items.find((item) => item.key === 'passport')).toMatchObject({
    state: 'verified',
    file: { contentType: 'application/pdf', name: 'Passport.pdf' },
  });

  // The student's checklist shows it verified.
  await portal.reload();
  const done = portal.getByRole('region', { name: /^যাচাই সম্পন্ন/ });
  await expect(done.getByRole('region', { name: 'পাসপোর্ট' })).toBeVisible();
  await expect(done.getByText('যাচাই সম্পন্ন').last()).toBeVisible();
  await phone.close();
  await office.close();
});

test('a revoked link shows a friendly page in the student’s language', async ({ browser }) => {
  const office = await browser.newContext();
  const staff = await office.newPage();
  await signIn(staff, DEMO.counselor.email);
  await expect(staff).toHaveURL(DEMO.counselor.dashboard);
  const student = await studentWithoutDocuments(staff);
  const old = await portalLink(staff, student.studentId);
  await staff.request.post(`/api/v1/student/${student.studentId}/upload-link`);

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, locale: 'bn-BD' });
  const page = await phone.newPage();
  await page.goto(old);
  await expect(page.getByRole('heading', { name: 'এই লিংকটি সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে।' })).toBeVisible();
  await expect(page.getByText('নতুন লিংকের জন্য আপনার কাউন্সেলরকে বলুন।')).toBeVisible();
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'This upload link is invalid or has expired.' })).toBeVisible();
  await expect(page.getByText('Ask your counselor for a new link.')).toBeVisible();
  await phone.close();
  await office.close();
});
