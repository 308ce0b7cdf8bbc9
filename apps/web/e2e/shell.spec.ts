import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO, fillSignIn, signIn, signInByForm } from './support.ts';

test.describe('signing in', () => {
  const roles = [
    ['Super Admin', DEMO.superAdmin],
    ['receptionist', DEMO.receptionist],
    ['Counselor', DEMO.counselor],
    ['admin Officer', DEMO.officer],
    ['Admin Office Visa Section', DEMO.visa],
    ['Hr', DEMO.hr],
    ['Software Engineer', DEMO.engineer],
  ] as const;

  for (const [role, account] of roles) {
    test(`${role} lands on their dashboard`, async ({ page }) => {
      await signInByForm(page, account.email);
      await expect(page).toHaveURL(account.dashboard);
      // The dashboards' own content belongs to their features; the shell shows who is signed in and as what.
      await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
      await expect(page.getByRole('banner').getByText(role, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: `${role} navigation` }).getByRole('link', { name: 'Dashboard' }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the Software Engineer sees the real system status', async ({ page }) => {
    await signIn(page, DEMO.engineer.email);
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    await expect(page.getByText('Running')).toBeVisible();
    await expect(page.getByText('Up', { exact: true })).toBeVisible();
  });

  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await signInByForm(page, DEMO.counselor.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct.');
    await expect(page).toHaveURL('/login');
  });

  test('an invalid e-mail is reported next to the field without calling the server', async ({ page }) => {
    await page.goto('/login');
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/login')) signIns.push(request.url());
    });
    await fillSignIn(page, 'not-an-email', '');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter your password');
    expect(signIns).toEqual([]);
  });
});

test('a guarded page opened while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/counselor/settings?from=mail#top');
  await expect(page).toHaveURL('/login');
  await fillSignIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL('/counselor/settings?from=mail#top');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('a guarded page of another role sends to that role dashboard after sign-in', async ({ page }) => {
  await page.goto('/super-admin/employee/employee-list');
  await expect(page).toHaveURL('/login');
  await fillSignIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
});

test('multi-role user switches areas with the role selector', async ({ page }) => {
  await signIn(page, DEMO.multi.email);
  await expect(page).toHaveURL(/\/(counselor|admin-officer|visa-process)\/dashboard$/);

  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'admin Officer', exact: true }).click();
  await expect(page).toHaveURL('/admin-officer/dashboard');
  await expect(
    page
      .getByRole('navigation', { name: 'admin Officer navigation' })
      .getByRole('link', { name: 'Application Processing' }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin Office Visa Section', exact: true }).click();
  await expect(page).toHaveURL('/visa-process/dashboard');

  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Counselor', exact: true }).click();
  await expect(page).toHaveURL('/counselor/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Counselor navigation' }).getByRole('link', { name: 'Abroad Section' }),
  ).toBeVisible();

  // The switch is on the server: a reload keeps the chosen role.
  await page.reload();
  await expect(page).toHaveURL('/counselor/dashboard');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Counselor');
});

test('a page of another held role offers the switch', async ({ page }) => {
  await signIn(page, DEMO.multi.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Counselor', exact: true }).click();
  await expect(page).toHaveURL('/counselor/dashboard');

  await page.goto('/admin-officer/settings');
  await expect(page.getByRole('heading', { name: 'This page belongs to the admin Officer area' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to admin Officer' }).click();
  await expect(page).toHaveURL('/admin-officer/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('admin Officer');
});

test('a page of a role not held is refused', async ({ page }) => {
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  await page.goto('/super-admin/dashboard');
  await expect(page.getByRole('heading', { name: 'This page belongs to the Super Admin area' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
});

test('Log Out returns to /login and the areas are closed again', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await page.getByRole('button', { name: `Account: ${DEMO.superAdmin.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page, 'the account menu');
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.goto(DEMO.superAdmin.dashboard);
  await expect(page).toHaveURL('/login');
});

test('the sidebar navigates inside the area and can be hidden', async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email);
  const sidebar = page.getByRole('navigation', { name: 'Super Admin navigation' });
  for (const label of [
    'Dashboard',
    'Employee List',
    'Create Employee',
    'Create Student',
    'Student List',
    'B2B Commission List',
    'ReCycle Students',
    'Website-Leads',
  ]) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Student List' }).click();
  await expect(page).toHaveURL('/super-admin/student/student-list');
  await expect(sidebar.getByRole('link', { name: 'Student List' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Hide sidebar' }).click();
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(sidebar).toBeInViewport();
});

test('the notification bell opens an empty list', async ({ page }) => {
  // Hr is told of nothing; counselors get a notification for every student registered for them.
  await signIn(page, DEMO.hr.email);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
});

test('the theme can be chosen, is remembered, and can come from ?theme=', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.goto('/?theme=light');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.goto('/?theme=dark%3Cscript%3E');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Staff sign-in' }).first()).toBeVisible();
});

test('/404 is the not-found page too', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the landing page leads staff to sign in', async ({ page }) => {
  await page.goto('/homepage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const country of ['United Kingdom', 'USA', 'Canada', 'Australia', 'Germany', 'Malaysia']) {
    await expect(page.getByRole('heading', { name: country })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Staff sign-in' }).click();
  await expect(page).toHaveURL('/login');
});
