import { expect, test } from '@playwright/test';
import { axeFindings, describeFindings } from './axe.ts';
import { undeliveredMessage, unsubscribePath } from './outbox-support.ts';
import { type ApiStudent, DEMO, signIn } from './support.ts';

const stamp = Date.now().toString().slice(-7);

test('Super Admin sees e-mail is off and retries a refused message; a student unsubscribes and staff see it', async ({
  page,
  browser,
}) => {
  // two pages, two accessibility checks: more than the default half minute on a busy machine
  test.setTimeout(90_000);
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?status=follow-up');
  const [student] = ((await list.json()) as { data: ApiStudent[] }).data;
  if (!student) throw new Error('no follow-up student in the demo office');
  const subject = `Documents reminder ${stamp}`;
  await undeliveredMessage(student.studentId, subject, 'refused', '“not-an-address” is not a valid e-mail address.');

  // Settings says that e-mail is off here (no SMTP_URL), and leads to the outbox.
  await page.goto('/super-admin/settings');
  await expect(page.getByText('E-mail is off: no mail server is set (SMTP_URL).', { exact: false })).toBeVisible();
  await page.getByRole('navigation', { name: 'Super Admin navigation' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('E-mail is off', { exact: true })).toBeVisible();

  // The refused message, its reason, and Retry: queued again (never "sent" while e-mail is off).
  await page.getByRole('radiogroup', { name: 'Show messages in state' }).getByText('Refused').click();
  await expect(page).toHaveURL(/state=refused/);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('“not-an-address” is not a valid e-mail address.')).toBeVisible();
  await expect(row.getByRole('link', { name: student.fullName })).toBeVisible();
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings)).toEqual([]);
  await row.getByRole('button', { name: `Retry “${subject}” to ${student.fullName}` }).click();
  await expect(page.getByText('Message queued again.')).toBeVisible();
  await expect(row).toBeHidden();
  await page.getByRole('radiogroup', { name: 'Show messages in state' }).getByText('Queued').click();
  const queued = page.getByRole('row').filter({ hasText: subject });
  await expect(queued.getByText('Queued', { exact: true })).toBeVisible();
  await expect(queued.getByRole('button', { name: /Retry/ })).toHaveCount(0);

  // The student opens the link at the foot of an e-mail: nothing changes until they press the button.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(await unsubscribePath(student.studentId));
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe from automatic messages' })).toBeVisible();
  const publicFindings = await axeFindings(visitor);
  expect(publicFindings, describeFindings(publicFindings)).toEqual([]);
  await page.goto(`/super-admin/student-details/${student.studentId}/D-003`);
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible();
  await expect(page.getByText('Opted out of messages')).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // Staff see it on the student.
  await page.reload();
  await expect(page.getByText('Opted out of messages')).toBeVisible();
  await visitor.context().close();
});
