import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO, registerForCounselor, signIn } from './support.ts';

// Issue 19: a receptionist finds a caller by the phone number they give, in whatever form, from the top bar.

const stamp = Date.now().toString().slice(-6);
const caller = { name: `Search Caller ${stamp}`, phone: `0171${stamp.padStart(7, '5')}` };

test('the receptionist finds a student by phone number from the top bar, and a Counselor only their own', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two people signed in, one after the other
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  const { studentId } = await registerForCounselor(page.request, {
    fullName: caller.name,
    email: `caller${stamp}@example.com`,
    phoneNumber: caller.phone,
  });

  // Ctrl+K opens the search; the caller reads the number out with the country code and spaces.
  await expect(page.getByRole('button', { name: 'Search students, employees and universities' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeFocused();
  const international = `+880 ${caller.phone.slice(1, 5)} ${caller.phone.slice(5)}`;
  await search.fill(international);
  const found = page.getByRole('button', { name: new RegExp(`${caller.name} \\(${studentId}\\)`) });
  await expect(found).toBeVisible();
  await expect(found).toContainText('Follow Up');
  await expect(found).toContainText(DEMO.counselor.name);
  await expect(found).toContainText('Phone number');
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/receptionist/student-details/${studentId}/`));
  await expect(page.getByRole('heading', { name: caller.name })).toBeVisible();

  // The box in the top bar finds the same student by its Student ID; nonsense finds nothing, and says so.
  await page.getByRole('button', { name: 'Search students, employees and universities' }).click();
  await search.fill(String(studentId));
  await expect(page.getByRole('button', { name: new RegExp(caller.name) })).toBeVisible();
  await search.fill('zzqx no such person');
  await expect(page.getByText('Nothing found for “zzqx no such person”.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Another counselor's student stays out of a Counselor's search.
  const context = await browser.newContext();
  const counselor = await context.newPage();
  await signIn(counselor, DEMO.multi.email);
  await expect(counselor).toHaveURL(DEMO.multi.dashboard);
  await counselor.getByRole('button', { name: 'Search students, employees and universities' }).click();
  await counselor.getByRole('textbox', { name: 'Search' }).fill(caller.phone);
  await expect(counselor.getByText(`Nothing found for “${caller.phone}”.`)).toBeVisible();
  await context.close();
});

test('the receptionist registering someone already registered is shown the match, before and on the refusal', async ({
  page,
}) => {
  const mark = `${stamp}7`.slice(-7);
  const first = { name: `Rahima Matchwell ${mark}`, phone: `0185${mark}`, email: `match${mark}@example.com` };
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  const { studentId } = await registerForCounselor(page.request, {
    fullName: first.name,
    email: first.email,
    phoneNumber: first.phone,
    dob: '2003-05-09',
  });

  await page.goto('/receptionist/student/create-student');
  await expect(page.getByText('Possible matches')).toHaveCount(0);
  // A spelling of the name and the birthday find her before the phone number is typed.
  await page.getByRole('textbox', { name: 'Full name' }).fill(`Rahima Matchwel ${mark}`);
  await page.getByLabel('Date of birth').fill('09/05/2003');
  await page.getByLabel('Date of birth').press('Tab');
  const panel = page.getByTestId('possible-matches');
  await expect(panel).toContainText('Similar name, same date of birth');
  const match = panel.getByRole('link', { name: `${first.name} (${studentId})` });
  await expect(match).toHaveAttribute('href', new RegExp(`/receptionist/student-details/${studentId}/`));
  await expect(panel).toContainText(`Counselor: ${DEMO.counselor.name}`);
  await expect(panel).toContainText('Follow Up');

  // The same number written the international way is the same phone.
  await page.getByLabel('Email').fill(`other${first.email}`);
  await page.getByLabel('Phone number').fill(`+880 ${first.phone.slice(1, 5)}-${first.phone.slice(5)}`);
  await expect(panel.getByText('Same phone number')).toBeVisible();

  // Registering her anyway is refused, and the panel still says who she is.
  await page.getByRole('textbox', { name: 'Full name' }).fill(first.name);
  await page.getByRole('combobox', { name: 'Counselor' }).click();
  await page.getByRole('option', { name: new RegExp(DEMO.counselor.name) }).click();
  await page.getByRole('button', { name: 'Create Student' }).click();
  await expect(page.getByText('Student already exists')).toBeVisible();
  await expect(page).toHaveURL('/receptionist/student/create-student');
  await expect(match).toBeInViewport();
  await expectAccessible(page, 'the student form with possible matches');
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await expectAccessible(page, 'the student form with possible matches, dark', { contrastOnly: true });
});
