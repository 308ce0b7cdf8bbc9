import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  applicationsPath,
  assignToOfficer,
  type CaseStudent,
  fileApplication,
  officerPage,
} from './applications-support.ts';
import { DEMO, screenshotEach, signIn } from './support.ts';

// Pictures for reviewing the look, not a check: `npm run screenshots` takes them.
const OUT = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

/**
 * A list's first entry, once drawn: a row of its table on a desktop; on a phone, where the lists are cards, a card's
 * More info or Ledger link (or the arrivals' empty day).
 */
function firstEntry(page: Page) {
  return page
    .getByRole('row')
    .nth(1)
    .or(page.getByRole('link', { name: /^(More info|Ledger entries of)/i }))
    .or(page.getByText('No students arrived on this date'))
    .first();
}

test.describe('screenshots', { tag: '@screenshots' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`public pages, ${theme}`, async ({ page }) => {
      await page.goto(`/homepage?theme=${theme}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${OUT}/landing-${theme}.png`, fullPage: true });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/login-${theme}.png` });
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/not-found-${theme}.png` });
    });

    for (const [key, account] of Object.entries(DEMO)) {
      if (key === 'multi') continue;
      test(`${key} dashboard, ${theme}`, async ({ page }) => {
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, account.email);
        await expect(page).toHaveURL(account.dashboard);
        await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
        // Let lazy panels and charts settle so the picture shows the finished page.
        await page.waitForLoadState('networkidle');
        if (key === 'engineer') await expect(page.getByText('Running')).toBeVisible();
        // Super Admin's chart comes in its own chunk after the counts, and draws its bars growing.
        if (key === 'superAdmin') {
          await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
          await page.waitForTimeout(600);
        }
        await page.screenshot({ path: `${OUT}/dashboard-${key}-${theme}.png` });
      });
    }
  }

  test('menus and the Follow Up list, light', async ({ page }) => {
    await signIn(page, DEMO.multi.email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.screenshot({ path: `${OUT}/role-selector.png` });
    await page.getByRole('option', { name: 'Counselor', exact: true }).click();
    await expect(page).toHaveURL('/counselor/dashboard');
    await page.getByRole('button', { name: `Account: ${DEMO.multi.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/account-menu.png` });
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Counselor navigation' })
      .getByRole('link', { name: 'Follow Up' })
      .click();
    await expect(page.getByRole('heading', { name: 'Follow Up' })).toBeVisible();
    await page.screenshot({ path: `${OUT}/follow-up.png` });
    await page.goto('/super-admin/dashboard');
    await expect(page.getByRole('heading', { name: /This page belongs/ })).toBeVisible();
    await page.screenshot({ path: `${OUT}/other-role.png` });
  });
});

// Students (issue 22): the Edit form and Change counselor on the student's page, and the Settings page, Light and
// Dark, desktop and phone.
screenshotEach('student edit form', DEMO.superAdmin, async ({ page, device, file }) => {
  const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?status=follow-up');
  const [student] = ((await list.json()) as { data: { studentId: number }[] }).data;
  await page.goto(`/super-admin/student-details/${student?.studentId}/D-003`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit student' });
  await dialog.getByLabel('Email').fill('not an address');
  await dialog.getByLabel('City').fill('Sylhet');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('student-edit') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: file('student-details'), fullPage: device === 'phone' });
  await page.getByRole('button', { name: 'Change counselor' }).click();
  await page.getByRole('dialog', { name: 'Change counselor' }).getByRole('combobox').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('student-change-counselor') });
  await page.goto('/super-admin/settings');
  await expect(page.getByRole('link', { name: 'Message templates' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('settings'), fullPage: true });
});

// Issue 22, applications that can be corrected: the Applied University screen and its Edit application form.
test.describe('screenshots: applications', { tag: '@screenshots' }, () => {
  test('the applications screen and the edit form, light and dark, desktop and phone', async ({ browser }) => {
    test.setTimeout(120_000);
    const [student] = (await assignToOfficer(browser, 1)) as [CaseStudent];
    const setup = await officerPage(browser);
    await fileApplication(setup, student.studentId, {
      universityName: 'University of Toronto',
      subject: 'MEng Electrical Engineering',
      country: 'Canada',
      intake: 'September 2028',
      b2b: 'KL Partners Sdn Bhd',
      link: 'https://apply.utoronto.ca/abc',
      note: 'Scholarship interview in March',
    });
    await fileApplication(setup, student.studentId, {
      universityName: 'University of Leeds',
      subject: 'MSc Data Science',
      country: 'United Kingdom',
      intake: 'September 2027',
    });
    await setup.context().close();
    for (const theme of ['light', 'dark'] as const) {
      const page = await officerPage(browser, theme);
      for (const [device, viewport] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(applicationsPath(student.studentId));
        // A row of the table on a desktop, a card on a phone: its status select either way.
        await expect(page.getByRole('combobox', { name: /^Status of University of Leeds/ })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUT}/applications-${device}-${theme}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Edit University of Toronto, MEng Electrical Engineering' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit application' });
        await dialog.getByRole('combobox', { name: 'University' }).fill('University of Tor');
        await expect(page.getByRole('option', { name: 'University of Toronto' })).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/application-edit-${device}-${theme}.png` });
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      await page.context().close();
    }
  });
});

// Issue 22, the visa outcome and the queues: the outcome form, a corrected outcome, the visa queue and the officer's
// queue, Light and Dark, desktop and phone.
test.describe('screenshots: visa outcome and queues', { tag: '@screenshots' }, () => {
  const views = [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const;
  for (const [device, viewport] of views) {
    for (const theme of ['light', 'dark'] as const) {
      test(`visa outcome and queues, ${device}, ${theme}`, async ({ browser }) => {
        test.setTimeout(90_000);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, DEMO.officer.email);
        await expect(firstEntry(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUT}/officer-queue-${device}-${theme}.png`, fullPage: device === 'phone' });
        await context.close();

        const visaContext = await browser.newContext({ viewport });
        const visa = await visaContext.newPage();
        await visa.goto(`/homepage?theme=${theme}`);
        await signIn(visa, DEMO.visa.email);
        await expect(visa).toHaveURL(DEMO.visa.dashboard);
        await visa.goto('/visa-process/dashboard/visa-processing');
        await expect(firstEntry(visa)).toBeVisible();
        await visa.screenshot({ path: `${OUT}/visa-queue-${device}-${theme}.png`, fullPage: device === 'phone' });
        const listed = await visa.request.get('/api/v1/utilities/filter-student-list/D-006?status=visa-processing');
        const [student] = ((await listed.json()) as { data: { studentId: number }[] }).data;
        if (!student) throw new Error('The visa member has no student in visa processing');
        await visa.goto(`/visa-process/all-university-documents/${student.studentId}/-/-`);
        const waiting = visa.getByRole('button', { name: 'Rejected' }).first();
        await waiting.click();
        const dialog = visa.getByRole('dialog', { name: 'Record the visa outcome' });
        await dialog.getByRole('button', { name: 'Record outcome' }).click();
        await expect(dialog.getByText('Enter the reason for the refusal')).toBeVisible();
        await visa.waitForTimeout(300);
        await visa.screenshot({ path: `${OUT}/visa-outcome-form-${device}-${theme}.png` });
        await visa.keyboard.press('Escape');
        const decided = await visa.request.get('/api/v1/utilities/filter-student-list/D-006?status=success');
        const [done] = ((await decided.json()) as { data: { studentId: number }[] }).data;
        if (done) {
          await visa.goto(`/visa-process/all-university-documents/${done.studentId}/-/-`);
          await expect(visa.getByRole('region', { name: 'Visa outcome' }).first()).toBeVisible();
          await visa.screenshot({ path: `${OUT}/visa-outcome-${device}-${theme}.png`, fullPage: true });
        }
        await visaContext.close();
      });
    }
  }
});

// ---- issue 22, uploads: the documents screen of a student with a few documents --------------------------------
test.describe('screenshots: documents screen', { tag: '@screenshots' }, () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      test(`documents, ${theme}, ${device}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/homepage?theme=${theme}`);
        await signIn(page, DEMO.counselor.email);
        await expect(page).toHaveURL(DEMO.counselor.dashboard);
        const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?page=1');
        const students = ((await list.json()) as { data: { studentId: number }[] }).data;
        const studentId = students[theme === 'light' ? 2 : 3]?.studentId ?? 0;
        for (const slot of ['passport', 'cv', 'ielts']) {
          await page.request.post(`/api/v1/student/add-documents/${studentId}/D-003`, {
            multipart: { documentName: slot, file: { name: `${slot}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
          });
        }
        await page.goto(`/counselor/student-documents/${studentId}/D-003`);
        await expect(page.getByRole('region', { name: /^Uploaded \(/ })).toBeVisible();
        await page.getByLabel('Choose files to upload').setInputFiles([
          { name: 'HSC transcript.pdf', mimeType: 'application/pdf', buffer: PDF },
          { name: 'scan0002.pdf', mimeType: 'application/pdf', buffer: PDF },
          { name: 'holiday.zip', mimeType: 'application/zip', buffer: PDF },
        ]);
        await page
          .getByRole('region', { name: 'Bank Solvency' })
          .getByLabel('Bank Solvency file')
          .setInputFiles({ name: 'movie.mp4', mimeType: 'video/mp4', buffer: PDF });
        await page.waitForLoadState('networkidle');
        await page.mouse.move(0, 0);
        await page.screenshot({ path: `${OUT}/documents-${theme}-${device}.png`, fullPage: true });
      });
    }
  }
});

// Issue 22, accessibility and the office's dates: the readable colours on busy screens, the Date format card and
// the day-first date picker, in Light and Dark.
test.describe('screenshots: accessibility and dates', { tag: '@screenshots' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`date format, date picker and lists, ${theme}`, async ({ page }) => {
      await page.goto(`/homepage?theme=${theme}`);
      await signIn(page, DEMO.superAdmin.email);
      await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
      await page.goto('/super-admin/settings');
      await expect(page.getByRole('radiogroup', { name: 'How the office writes dates' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT}/a11y-settings-date-format-${theme}.png`, fullPage: true });

      await page.goto('/super-admin/student/create-student');
      await page.getByLabel('Date of birth').click();
      // The calendar opens under the field at the decade of a student's likely birth year, its years as buttons.
      await expect(page.getByRole('button', { name: /^\d{4}$/ }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/a11y-date-of-birth-picker-${theme}.png` });
      await page.keyboard.press('Escape');

      for (const [name, path] of [
        ['student-list', '/super-admin/student/student-list'],
        ['website-leads', '/super-admin/web-students'],
        ['my-day', '/super-admin/my-day'],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUT}/a11y-${name}-${theme}.png` });
      }
    });
  }
});

// The demo office (issue 22): each role's lists full of the seeded office, and the public side, Light and Dark,
// desktop and phone.
test.describe('screenshots: demo office', { tag: '@screenshots' }, () => {
  const screens: { name: string; email: string | null; path: string; ready: string }[] = [
    { name: 'officer', email: DEMO.officer.email, path: '/admin-officer/dashboard', ready: 'row' },
    { name: 'visa', email: DEMO.visa.email, path: '/visa-process/dashboard/visa-processing', ready: 'row' },
    { name: 'commission', email: DEMO.superAdmin.email, path: '/super-admin/b2b/commission-list', ready: 'row' },
    { name: 'recycle', email: DEMO.superAdmin.email, path: '/super-admin/recycle/student-list', ready: 'row' },
    { name: 'leads', email: DEMO.superAdmin.email, path: '/super-admin/web-students', ready: 'row' },
    { name: 'counselor-leads', email: DEMO.counselor.email, path: '/counselor/web-students', ready: 'row' },
    { name: 'employees', email: DEMO.superAdmin.email, path: '/super-admin/employee/employee-list', ready: 'row' },
    { name: 'super-admin', email: DEMO.superAdmin.email, path: '/super-admin/dashboard', ready: 'row' },
    { name: 'student-list', email: DEMO.superAdmin.email, path: '/super-admin/student/student-list', ready: 'row' },
    { name: 'counselor', email: DEMO.counselor.email, path: '/counselor/dashboard', ready: 'row' },
    { name: 'landing', email: null, path: '/', ready: 'heading' },
  ];
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const screen of screens) {
        test(`demo office ${screen.name}, ${device}, ${theme}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(`/homepage?theme=${theme}`);
          if (screen.email) await signIn(page, screen.email);
          if (screen.email) await expect(page).not.toHaveURL(/\/login/);
          await page.goto(screen.path);
          if (screen.ready === 'row') await expect(firstEntry(page)).toBeVisible();
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${OUT}/demo-office-${screen.name}-${device}-${theme}.png`, fullPage: true });
          if (screen.name === 'landing' && device === 'phone') {
            await page.getByRole('button', { name: 'Menu' }).click();
            await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
            await page.waitForTimeout(300);
            await page.screenshot({ path: `${OUT}/demo-office-landing-menu-${theme}.png` });
          }
        });
      }
    }
  }
  test('demo office empty list with its hint, light', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.email);
    await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
    await page.goto('/super-admin/web-students');
    await page.getByRole('textbox', { name: 'Search' }).fill('nobody by this name');
    await expect(page.getByText('No website leads match')).toBeVisible();
    await page.screenshot({ path: `${OUT}/demo-office-empty-hint.png` });
  });
});
