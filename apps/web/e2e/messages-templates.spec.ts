import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO, signIn } from './support.ts';

const stamp = Date.now().toString().slice(-7);
const student = { name: `Welcome Student ${stamp}`, phone: `0181${stamp}`, email: `welcome${stamp}@example.com` };

interface OutboxItem {
  templateKey: string | null;
  state: string;
  subject: string;
  student: { studentId: number; fullName: string } | null;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/**
 * The newest outbox message of the student named `name`, page after page: the hourly missing-documents sweep may have
 * queued a page or more of reminders to the demo office's students since (it did, at 18:00 of a CI run).
 */
async function outboxMessageOf(page: Page, name: string) {
  for (let number = 1; number <= 100; number++) {
    const outbox = (await (await page.request.get(`/api/v1/messages/outbox?page=${number}`)).json()) as {
      data: { items: OutboxItem[]; hasMore: boolean };
    };
    const found = outbox.data.items.find((m) => m.student?.fullName === name);
    if (found || !outbox.data.hasMore) return found;
  }
  return undefined;
}

test('registration in Bangla queues a Bangla welcome; a counselor opens WhatsApp click-to-chat, logged', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // three people sign in
  // The receptionist registers the student.
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  await page.goto('/receptionist/student/create-student');
  await page.getByRole('textbox', { name: 'Full name' }).fill(student.name);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Phone number').fill(student.phone);
  await page.getByRole('combobox', { name: 'Counselor' }).click();
  await page.getByRole('option', { name: new RegExp(DEMO.counselor.name) }).click();
  // the student reads Bangla: their messages, the welcome first, are written in it
  await page.getByRole('combobox', { name: 'Messages in' }).click();
  await page.getByRole('option', { name: 'বাংলা' }).click();
  await page.getByRole('button', { name: 'Create Student' }).click();
  await expect(page.getByText('Student Created Successfully')).toBeVisible();

  // The welcome with the upload link waits in the outbox (no SMTP server here: it stays queued).
  const admin = await signedIn(browser, DEMO.superAdmin.email);
  const welcome = await outboxMessageOf(admin, student.name);
  expect(welcome).toMatchObject({ templateKey: 'welcome', state: 'queued', subject: `স্বাগতম, ${student.name}` });
  const studentId = welcome?.student?.studentId ?? 0;

  // The counselor opens WhatsApp from the student's page; wa.me is answered here instead of the real site.
  const counselor = await signedIn(browser, DEMO.counselor.email);
  await counselor
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await counselor.goto(`/counselor/student-details/${studentId}/D-003`);
  await expect(counselor.getByRole('heading', { name: student.name })).toBeVisible();
  const popup = counselor.waitForEvent('popup');
  await counselor.getByRole('button', { name: 'WhatsApp' }).click();
  await counselor.getByRole('menuitem', { name: 'Missing documents reminder' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(chat.url());
  expect(url.pathname).toBe(`/880${student.phone.slice(1)}`);
  expect(url.searchParams.get('text')).toContain(`প্রিয় ${student.name},`);

  const timeline = await counselor.request.get(`/api/v1/student/${studentId}/timeline`);
  const entries = (await timeline.json()) as { data: { kind: string }[] };
  expect(entries.data.map((e) => e.kind)).toContain('whatsapp-opened');
});

test('Super Admin edits a template: an unknown variable is refused with its line; staff send a message, queued', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.superAdmin.email);
  await expect(page).toHaveURL(DEMO.superAdmin.dashboard);
  await page.goto('/super-admin/settings');
  await page.getByRole('link', { name: 'Message templates' }).click();
  await expect(page.getByRole('heading', { name: 'Message templates' })).toBeVisible();
  await page.getByRole('button', { name: 'Offer received' }).click();
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.fill('Dear {{student.name}},\n\nCongratulations!');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('The message uses an unknown variable {{student.name}} on line 1.')).toBeVisible();
  await body.fill('Dear {{student.fullName}},\n\nCongratulations on your offer from {{application.universityName}}!');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();
  await expectAccessible(page, 'the templates editor');

  // From a student's page: a free message, previewed, then queued.
  const list = await page.request.get('/api/v1/utilities/filter-student-list/D-003?page=1');
  const [someone] = ((await list.json()) as { data: { studentId: number }[] }).data;
  await page.goto(`/super-admin/student-details/${someone?.studentId}/D-003`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send message' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your visa interview');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Dear {{student.fullName}},\n\nPlease come at 10 am.');
  await expect(dialog.getByText('Subject: Your visa interview')).toBeVisible();
  await expectAccessible(page, 'the send-message dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Queued')).toBeVisible();
});
