import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const stamp = Date.now().toString().slice(-6);
const visitor = {
  name: `Farhan Web ${stamp}`,
  email: `farhan.${stamp}@example.net`,
  phone: `+880 1912 ${stamp}`,
};

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe
  .serial('website leads', () => {
    test('a visitor sends the enquiry on the landing page and applies to a course', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Enquiry' });
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByText('Enter your name')).toBeVisible();
      await expect(form.getByText('Enter the phone number')).toBeVisible();

      await form.getByLabel('Full name').fill(visitor.name);
      await form.getByLabel('Phone').fill(visitor.phone);
      await form.getByLabel('E-mail').fill('not-an-email');
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('E-mail').fill(visitor.email);
      await choose(page, 'Last qualification', 'HSC');
      await form.getByLabel('Result (GPA / %)').fill('4.83');
      await choose(page, 'English test', 'IELTS');
      await form.getByLabel('Total score').fill('6.5');
      await form.getByText('UK', { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: 'UK' })).toBeChecked();
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByText('Thank you! We received your enquiry.')).toBeVisible();

      const finder = page.locator('#courses');
      await expect(finder.getByText(`Applying as ${visitor.name}.`)).toBeVisible();
      // Country is a choice among the catalogue's countries, applied as it is chosen
      await finder.getByRole('combobox', { name: 'Country' }).fill('Unit');
      await expect(page.getByText('No such country in the catalogue')).toBeVisible();
      await finder.getByRole('combobox', { name: 'Country' }).fill('UK');
      await page.getByRole('option', { name: 'UK', exact: true }).click();
      const card = finder.getByRole('article').first();
      await expect(card).toContainText('UK');
      const apply = card.getByRole('button', { name: /^Apply to / }).first();
      const label = (await apply.getAttribute('aria-label')) ?? '';
      await apply.click();
      const dialog = page.getByRole('dialog', { name: 'Apply to this course' });
      await dialog.getByLabel('Note for your counselor').fill('Is there a scholarship?');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(/Your application to .* was sent\./)).toBeVisible();
      const mine = page.getByRole('region', { name: 'Your applications' }).or(page.getByLabel('Your applications'));
      await expect(mine).toContainText(label.replace(/^Apply to (.*) at .*$/, '$1'));
      await expect(card.getByText('Applied').first()).toBeVisible();

      // A second enquiry with the same e-mail updates the same profile and says so.
      const again = page.getByRole('form', { name: 'Enquiry' });
      await again.getByLabel('Full name').fill(visitor.name);
      await again.getByLabel('Phone').fill(visitor.phone);
      await again.getByLabel('E-mail').fill(visitor.email);
      await again.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByText('Welcome back! We updated your earlier enquiry with these details.')).toBeVisible();
    });

    test('Super Admin sees the lead, opens it and makes it a student of the demo counselor', async ({ page }) => {
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      await page.getByRole('link', { name: 'Website-Leads' }).click();
      await expect(page).toHaveURL('/super-admin/web-students');
      const row = page.getByRole('row').filter({ hasText: visitor.name });
      await expect(row).toContainText(visitor.email);
      await expect(row).toContainText('New lead');
      await row.getByRole('link', { name: `More info about ${visitor.name}` }).click();
      await expect(page).toHaveURL(/\/super-admin\/web-student-details\/[0-9a-f-]{36}$/);
      const detailUrl = page.url();

      await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
      await page.getByRole('tab', { name: 'Educational Info' }).click();
      await expect(page.getByText('4.83')).toBeVisible();
      const card = page.getByRole('article').first();
      await expect(card).toContainText('Is there a scholarship?');
      await card.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'In review' }).click();
      await card.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Application updated')).toBeVisible();
      await expect(card.getByText('In review').first()).toBeVisible();

      const assign = page.getByRole('form', { name: 'Assign to a counselor' });
      await assign.getByRole('button', { name: 'Assign' }).click();
      await expect(assign.getByText('Choose One Counselor').last()).toBeVisible();
      await choose(page, 'Counselor Name', new RegExp(DEMO.counselor.name));
      await assign.getByRole('button', { name: 'Assign' }).click();
      await expect(page.getByText(`Student Assigned to ${DEMO.counselor.name} Successfully.`)).toBeVisible();
      await expect(page.getByText(/Already a student/)).toBeVisible();

      // The detail works when opened directly, too.
      await page.goto(detailUrl);
      await expect(page.getByText(/Already a student/)).toContainText(DEMO.counselor.name);
    });

    test('the counselor finds the new student among their students and their website leads', async ({ page }) => {
      await signIn(page, DEMO.counselor.email);
      await expect(page).toHaveURL(DEMO.counselor.dashboard);
      await page.getByRole('combobox', { name: 'Full name' }).fill(visitor.name);
      await page.getByRole('button', { name: 'Filter' }).click();
      const student = page.getByRole('row').filter({ hasText: visitor.name });
      await expect(student).toBeVisible();

      await page.getByRole('link', { name: 'Website-Leads' }).click();
      await expect(page).toHaveURL('/counselor/web-students');
      // The address changes before the page does (its texts may still be loading, and the student list, whose
      // row has the same link text, stays on screen until then): wait for the page itself.
      await expect(page.getByRole('heading', { name: 'Website-Leads' })).toBeVisible();
      const lead = page.getByRole('row').filter({ hasText: visitor.name });
      await lead.getByRole('link', { name: `More info about ${visitor.name}` }).click();
      await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Assign to a counselor' })).toHaveCount(0);
      await page.getByRole('link', { name: new RegExp(visitor.name) }).click();
      await expect(page).toHaveURL(/\/counselor\/student-details\/\d{5}\/D-003/);
      // And back: the student's details link to the lead it came from.
      await page.getByRole('link', { name: 'Website lead' }).click();
      await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
    });

    test('Super Admin finds universities by country with suggestions and adds one', async ({ page }) => {
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      await page.goto('/super-admin/universities');
      await expect(page.getByRole('heading', { name: 'University Filter' })).toBeVisible();
      // Country is a choice among the catalogue's; a course nobody teaches finds nothing
      await page.getByRole('combobox', { name: 'Country' }).fill('Atlantis');
      await expect(page.getByText('No such country in the catalogue')).toBeVisible();
      await page.getByRole('combobox', { name: 'Course' }).fill('Underwater basket weaving');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('No universities found.')).toBeVisible();

      await page.getByRole('combobox', { name: 'Course' }).fill('');
      await page.getByRole('combobox', { name: 'Country' }).fill('Can');
      await page.getByRole('option', { name: 'Canada' }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('article').first()).toContainText('Canada');
      await expect(page.getByRole('article').filter({ hasNotText: 'Canada' })).toHaveCount(0);

      const name = `Test Institute ${stamp}`;
      await page.getByRole('button', { name: 'Add university' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add university' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Enter the university name')).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Country').fill('Canada');
      await dialog.getByRole('textbox', { name: 'Course', exact: true }).fill('MSc Testing');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`${name} added to the catalogue`)).toBeVisible();
      await page.getByRole('combobox', { name: 'Course' }).fill('MSc Testing');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const card = page.getByRole('article', { name });
      await expect(card).toContainText('Scholarship');
      await expect(card).toContainText('NA');
    });
  });

// Pictures for reviewing the look, not a check: `npm run screenshots` takes them.
test.describe('website leads, screenshots', { tag: '@screenshots' }, () => {
  const out = (name: string) => `${import.meta.dirname}/../../../.tmp/screenshots/website-leads-${name}.png`;

  test('landing page at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`/?theme=${theme}`);
      await expect(page.getByRole('form', { name: 'Enquiry' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: out(`landing-phone-${theme}`), fullPage: true });
      await page.locator('#enquiry').screenshot({ path: out(`enquiry-phone-${theme}`) });
      await page
        .getByRole('article')
        .first()
        .screenshot({ path: out(`course-card-phone-${theme}`) });
      // The hero's link lands on the form's heading below the sticky header, not under it.
      await page.getByRole('link', { name: 'Make an enquiry' }).click();
      await expect(page.getByRole('heading', { name: 'Tell us about your plans' })).toBeInViewport();
      await page.waitForTimeout(300);
      await page.screenshot({ path: out(`enquiry-link-phone-${theme}`) });
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`staff screens, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/?theme=${theme}`);
      await page.locator('#enquiry').scrollIntoViewIfNeeded();
      await page.screenshot({ path: out(`enquiry-${theme}`) });
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      await page.goto('/super-admin/web-students');
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: out(`list-${theme}`), fullPage: true });
      // The second demo lead has a course application to show.
      await page.getByRole('link', { name: 'More info about Mehrab Hossain' }).click();
      await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: out(`details-${theme}`), fullPage: true });
      await page.goto('/super-admin/universities');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: out(`universities-${theme}`), fullPage: true });
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: out(`university-edit-${theme}`) });
    });
  }
});
