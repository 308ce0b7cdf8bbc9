import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO, registerForCounselor, screenshotEach, signIn } from './support.ts';

// Issue 19: Super Admin joins two registrations of one person, choosing per differing field which value stays.

/** Two registrations of one person, made by this run: the one that stays and the one that goes. */
async function twoRegistrations(page: Page, mark: string) {
  const register = (fields: Record<string, string>) => registerForCounselor(page.request, fields);
  const keep = await register({
    fullName: `Sumaiya Merge ${mark}`,
    email: `sumaiya${mark}@example.com`,
    phoneNumber: `0186${mark}`,
    city: 'Dhaka',
  });
  const other = await register({
    fullName: `Sumaiya Akter Merge ${mark}`,
    email: `sumaiya.akter${mark}@example.com`,
    phoneNumber: `0187${mark}`,
    city: 'Sylhet',
    dob: '2003-08-14',
  });
  return { keep, other };
}

async function openMerge(page: Page, keep: { studentId: number; fullName: string }, otherId: number) {
  await page.goto(`/super-admin/student-details/${keep.studentId}/none`);
  await expect(page.getByRole('heading', { name: keep.fullName })).toBeVisible();
  await page.getByRole('button', { name: 'Merge duplicate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Student ID of the duplicate').fill(String(otherId));
  await dialog.getByRole('button', { name: 'Compare' }).click();
  // A column's heading on a desktop, each value's on a phone.
  await expect(dialog.getByText(/— goes/).first()).toBeVisible();
  return dialog;
}

test('Super Admin merges a duplicate, choosing which values stay, and finds the other in ReCycle Students', async ({
  page,
}) => {
  const mark = Date.now().toString().slice(-7);
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const { keep, other } = await twoRegistrations(page, mark);
  const dialog = await openMerge(page, keep, other.studentId);

  // The differing fields each offer both values; a blank of the one that stays is taken from the other.
  // A day in the office's date format (day first, or month first where the office writes so).
  await expect(dialog.getByRole('radio', { name: /^Date of birth: take (14 Aug 2003|Aug 14, 2003)$/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'City: keep Dhaka' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'City: take Sylhet' }).check();
  await expect(dialog.getByRole('radio', { name: `Full name: keep Sumaiya Merge ${mark}` })).toBeChecked();
  await expectAccessible(page, 'the merge dialog');
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(
    page.getByText(`${other.fullName} (${other.studentId}) was merged into ${keep.fullName}.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Sylhet').first()).toBeVisible();
  // Kept as chosen: the name of the one that stays, the city taken, the birthday filled from the other.
  const merged = (await (await page.request.get(`/api/v1/student/${keep.studentId}`)).json()) as {
    data: { fullName: string; city: string; dob: string }[];
  };
  expect(merged.data[0]).toMatchObject({ fullName: keep.fullName, city: 'Sylhet', dob: '2003-08-14' });

  // The other is gone from the lists and waits in ReCycle Students.
  await page.goto(`/super-admin/student/student-list?fullName=${encodeURIComponent(other.fullName)}`);
  await expect(page.getByText('No students found')).toBeVisible();
  await page.goto('/super-admin/recycle/student-list');
  await expect(page.getByRole('button', { name: `Restore ${other.fullName}` })).toBeVisible();

  // A Student ID of nobody says so, and merging a student with itself too.
  await page.goto(`/super-admin/student-details/${keep.studentId}/none`);
  await page.getByRole('button', { name: 'Merge duplicate' }).click();
  await page.getByRole('dialog').getByLabel('Student ID of the duplicate').fill('99999999');
  await page.getByRole('dialog').getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('dialog').getByText(/Student (was )?not found/)).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Merge', exact: true })).toHaveCount(0);
  await page.getByRole('dialog').getByLabel('Student ID of the duplicate').fill(String(keep.studentId));
  await page.getByRole('dialog').getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('Choose another student: this is the student you are on')).toBeVisible();
});

screenshotEach('merge', DEMO.superAdmin, async ({ page, file }) => {
  const { keep, other } = await twoRegistrations(page, `${Date.now()}`.slice(-7));
  const dialog = await openMerge(page, keep, other.studentId);
  await page.waitForTimeout(400);
  await page.screenshot({ path: file('merge') });
  // After the merge: the survivor's timeline says what came in.
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText(/^Merged with /)).toBeVisible();
  await page.getByText(/^Merged with /).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.screenshot({ path: file('merge-timeline') });
  // A website lead whose phone is a registered student's shows the match where it is converted.
  const phone = `0188${`${Date.now()}`.slice(-7)}`;
  await registerForCounselor(page.request, {
    fullName: `Lead Match ${phone}`,
    email: `m${phone}@example.com`,
    phoneNumber: phone,
  });
  await page.request.post('/api/v1/public/enquiry', {
    data: { name: `Lead Match ${phone}`, email: `lead${phone}@example.com`, phone },
  });
  const found = (await (await page.request.get(`/api/v1/search?q=lead${phone}@example.com`)).json()) as {
    data: { leads: { _id: string }[] };
  };
  await page.goto(`/super-admin/web-student-details/${found.data.leads[0]?._id}`);
  await page.getByTestId('possible-matches').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.screenshot({ path: file('lead-matches') });
});
