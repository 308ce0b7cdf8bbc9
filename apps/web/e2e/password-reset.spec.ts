import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { lastMailTo } from './outbox.ts';
import { DEMO, DEMO_PASSWORD, fillSignIn, signInByForm } from './support.ts';

const NEW_PASSWORD = 'a-fresh-start-2026';

test('a forgotten password is reset through the e-mailed link, which then works no more', async ({ page }) => {
  const { email, dashboard } = DEMO.engineer;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page, 'the forgot password page');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`If a StudyDesk account uses ${email}`)).toBeVisible();

  // the job queue writes the mail into the outbox within a few seconds
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = await lastMailTo(email);
        link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const { pathname, search } = new URL(link);

  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For the account ${email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill('something else');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('The e-mail or password is not correct.')).toBeVisible();
  await signInByForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(dashboard);

  // the same link again: a plain page, and a way to ask for a new one
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(
    page.getByText(
      'This password reset link no longer works: it was used, or the password was set since. Ask for a new one.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'the used reset link');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  // the demo account gets its password back for the journeys after this one
  await page.request.post('/api/v1/auth/login', { data: { email, password: NEW_PASSWORD } });
  const back = await page.request.put('/api/v1/settings/password', {
    data: { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
  });
  expect(back.ok()).toBe(true);
});
