import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

async function idOf(page: Page, email: string) {
  const answer = await page.request.get('/api/v1/tasks/assignees');
  const people = ((await answer.json()) as { data: { _id: string; name: string }[] }).data;
  const name = Object.values(DEMO).find((d) => d.email === email)?.name;
  const person = people.find((p) => p.name === name);
  if (!person) throw new Error(`no assignee ${email}`);
  return person._id;
}

test('a task given to a colleague: the giver follows it, the colleague completes it, the giver reopens it', async ({
  page,
}) => {
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  const title = `Bring the passport copy ${Date.now()}`;
  const created = await page.request.post('/api/v1/tasks', {
    data: {
      title,
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      assigneeId: await idOf(page, DEMO.counselor.email),
    },
  });
  expect(created.status()).toBe(201);

  await page.getByRole('navigation', { name: 'receptionist navigation' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  // The list has come (its loader shows from the page's first render until then), without the given task.
  await expect(page.getByRole('main').getByLabel('Loading')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await page.getByText('Given to others').click();
  const given = page.getByRole('row', { name: new RegExp(title) });
  await expect(given).toContainText(DEMO.counselor.name);
  await expect(given).toContainText('Me');

  await page.context().clearCookies();
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  await page.goto('/counselor/tasks');
  const mine = page.getByRole('row', { name: new RegExp(title) });
  await expect(mine).toContainText(DEMO.receptionist.name);
  await mine.getByRole('button', { name: `Complete ${title}` }).click();
  await expect(page.getByText('Task completed.')).toBeVisible();
  await expect(mine).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.receptionist.email);
  await expect(page).toHaveURL(DEMO.receptionist.dashboard);
  await page.goto('/receptionist/tasks');
  await page.getByText('Given to others').click();
  await page.getByText('Done', { exact: true }).click();
  const done = page.getByRole('row', { name: new RegExp(title) });
  await expect(done).toContainText('Done ');
  await done.getByRole('button', { name: `Reopen ${title}` }).click();
  await expect(page.getByText('Task reopened.')).toBeVisible();
  await page.getByText('Open', { exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
});

test('the student lists say which students have no next step and which have stalled', async ({ page }) => {
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  // Other journeys register students of their own, so the stalled student is looked up first, then found by name.
  const answer = await page.request.get('/api/v1/utilities/filter-student-list/D-003?status=follow-up&pageSize=100');
  const rows = ((await answer.json()) as { data: { fullName: string; followUp?: { stalled: boolean } }[] }).data;
  const stalled = rows.find((row) => row.followUp?.stalled);
  if (!stalled) throw new Error('the demo office has no stalled follow-up student');

  await page.goto('/counselor/dashboard/follow-up');
  const table = page.getByRole('table');
  await expect(table.getByText('No next step').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Full name' }).fill(stalled.fullName);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = table.getByRole('row', { name: new RegExp(stalled.fullName) }).first();
  await expect(row.getByText(/^Stalled · \d+ days in stage$/)).toBeVisible();
});
