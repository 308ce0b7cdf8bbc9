import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

// Issue 22: the visa outcome with its date, reference, refusal reason and letter, corrected with the first kept;
// the officer named, not 'D-005'.

interface VisaApplication {
  _id: string;
  universityName: string;
  applicantId: string;
  applicantName: string;
  visaStatus: string | null;
  visaTeamName: string | null;
}
interface Listed {
  studentId: number;
  counselor: { employee_id: string } | null;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Today in the office, as the date picker's day buttons name it ("25 November 2026"). */
const todayLabel = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(
    new Date(),
  );

/** One of the visa member's applications still waiting for its outcome, and the page that shows it. */
async function waitingApplication(page: Page) {
  const listed = await page.request.get(
    '/api/v1/utilities/filter-student-list/D-006?status=visa-processing&pageSize=50',
  );
  expect(listed.ok()).toBe(true);
  for (const student of ((await listed.json()) as { data: Listed[] }).data) {
    const docs = await page.request.get(`/api/v1/visa/get-all-visa-pros-docs/-/${student.studentId}`);
    const applications = ((await docs.json()) as { data: VisaApplication[] }).data;
    const waiting = applications.find((a) => a.visaStatus === 'visa-processing' && a.visaTeamName === DEMO.visa.name);
    if (waiting && applications.filter((a) => a.universityName === waiting.universityName).length === 1) {
      const path = `/visa-process/all-university-documents/${student.studentId}/${student.counselor?.employee_id ?? '-'}/${waiting.applicantId}`;
      return { application: waiting, path };
    }
  }
  throw new Error('The visa member has no application waiting for its outcome');
}

test.describe
  .serial('the visa outcome', () => {
    let target: Awaited<ReturnType<typeof waitingApplication>>;

    test.beforeEach(async ({ page }) => {
      await signIn(page, DEMO.visa.email);
      await expect(page).toHaveURL(DEMO.visa.dashboard);
      target ??= await waitingApplication(page);
      await page.goto(target.path);
    });

    const card = (page: Page) => page.getByRole('region', { name: target.application.universityName });

    test('the application names its officer, not only the id', async ({ page }) => {
      const { applicantName, applicantId } = target.application;
      expect(applicantName).not.toBe(applicantId);
      await expect(card(page).getByText(`${applicantName} (${applicantId})`)).toBeVisible();
    });

    test('a refusal needs its reason; date, reference, reason and letter are recorded', async ({ page }) => {
      await card(page).getByRole('button', { name: 'Rejected' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record the visa outcome' });
      await dialog.getByRole('button', { name: 'Record outcome' }).click();
      await expect(dialog.getByText('Enter the decision date')).toBeVisible();
      await expect(dialog.getByText('Enter the reason for the refusal')).toBeVisible();

      await dialog.getByRole('button', { name: 'Decision date' }).click();
      await page.getByRole('button', { name: todayLabel(), exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Visa reference' }).fill('UKVI-E2E-1');
      await dialog.getByRole('textbox', { name: 'Refusal reason' }).fill('Funds were not shown for 28 days');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'refusal-letter.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await dialog.getByRole('button', { name: 'Record outcome' }).click();
      await expect(dialog).toHaveCount(0);

      const outcome = card(page).getByRole('region', { name: 'Visa outcome' });
      await expect(outcome.getByText('Visa outcome: Rejected')).toBeVisible();
      await expect(outcome.getByText('UKVI-E2E-1')).toBeVisible();
      await expect(outcome.getByText('Funds were not shown for 28 days')).toBeVisible();
      await expect(outcome.getByRole('link', { name: 'refusal-letter.pdf' })).toBeVisible();
    });

    test('the member corrects the outcome, and the first stays in the history', async ({ page }) => {
      const outcome = card(page).getByRole('region', { name: 'Visa outcome' });
      await outcome.getByRole('button', { name: 'Correct outcome' }).click();
      const dialog = page.getByRole('dialog', { name: 'Correct the visa outcome' });
      await expect(dialog.getByRole('textbox', { name: 'Visa reference' })).toHaveValue('UKVI-E2E-1');
      await dialog.getByText('Successful', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Visa reference' }).fill('UKVI-E2E-2');
      await dialog.getByRole('button', { name: 'Save correction' }).click();
      await expect(page.getByText('Outcome Corrected Successfully')).toBeVisible();

      await expect(outcome.getByText('Visa outcome: Successful')).toBeVisible();
      const earlier = outcome.getByRole('list', { name: 'Earlier outcomes' });
      await expect(earlier).toContainText('Rejected on');
      await expect(earlier).toContainText('UKVI-E2E-1');
      await expect(earlier.getByRole('link', { name: 'refusal-letter.pdf' })).toBeVisible();
    });
  });
