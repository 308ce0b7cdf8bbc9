import { expect, type Page, test } from '@playwright/test';
import { assignToOfficer, COUNSELOR_ID, OFFICER_ID } from './applications-support.ts';
import { expectAccessible } from './axe.ts';
import { DEMO, signIn } from './support.ts';

// Issue 18: from a successful visa to a received commission with a partner's payable, by the Accounts desk.

const suffix = Date.now().toString(36).slice(-5);
const PARTNER = `Journey Partners ${suffix}`;
const UNIVERSITY = `Journey University ${suffix}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Accounts navigation' });

/** The application of a student, filed and its visa recorded a success by Super Admin through the API. */
async function successfulApplication(page: Page, studentId: number) {
  const filed = await page.request.post(
    `/api/v1/applicant/university-upload/${studentId}/${COUNSELOR_ID}/${OFFICER_ID}`,
    {
      data: {
        universityName: UNIVERSITY,
        subject: 'MSc Finance',
        country: 'United Kingdom',
        intake: 'September 2027',
        b2b: PARTNER,
        tuitionFee: '20000',
        tuitionCurrency: 'GBP',
      },
    },
  );
  expect(filed.status(), await filed.text()).toBe(201);
  const applicationId = (await filed.json()).data._id as string;
  const decided = await page.request.post(`/api/v1/visa/outcome/${studentId}/${applicationId}`, {
    multipart: { status: 'success', decidedOn: new Date().toISOString().slice(0, 10), reference: `E2E-${suffix}` },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  return applicationId;
}

test('a successful visa becomes a claimed and received commission, with the partner’s payable', async ({ browser }) => {
  test.setTimeout(150_000);
  const [student] = await assignToOfficer(browser, 1);
  if (!student) throw new Error('no student');

  // Accounts lands on the ledger, adds the partner and the university's agreement: 10% of tuition in two instalments.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO.accounts.email);
  await expect(page).toHaveURL(DEMO.accounts.dashboard);
  await expect(page.getByRole('heading', { name: 'Commission ledger', level: 1 })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Partners' }).click();
  await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add partner' }).click();
  const partnerForm = page.getByRole('dialog', { name: 'Add partner' });
  await partnerForm.getByRole('textbox', { name: 'Name' }).fill(PARTNER);
  // A share past 100% is refused with the reason, as typed, not quietly saved as 100%.
  await partnerForm.getByLabel('Share of the commission').fill('150');
  await partnerForm.getByRole('button', { name: 'Save' }).click();
  await expect(partnerForm.getByText('Type a per cent from 0 to 100')).toBeVisible();
  await expect(partnerForm.getByLabel('Share of the commission')).toHaveValue('150%');
  await partnerForm.getByLabel('Share of the commission').fill('40');
  await partnerForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${PARTNER} was added.`)).toBeVisible();

  await nav(page).getByRole('link', { name: 'Agreements' }).click();
  await expect(page.getByRole('heading', { name: 'University agreements', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add agreement' }).click();
  const agreementForm = page.getByRole('dialog', { name: 'Add agreement' });
  await agreementForm.getByRole('combobox', { name: 'University' }).fill(UNIVERSITY);
  await agreementForm.getByRole('textbox', { name: 'Per cent', exact: true }).fill('10');
  await agreementForm.getByRole('combobox', { name: 'Currency' }).fill('GBP');
  await page.getByRole('option', { name: /^GBP/ }).click();
  await agreementForm.getByRole('textbox', { name: 'Instalments', exact: true }).fill('2');
  await agreementForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The agreement of ${UNIVERSITY} was added.`)).toBeVisible();

  // The visa succeeds: the ledger has the two expected instalments of £1,000.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.superAdmin.email);
  await expect(admin).toHaveURL(DEMO.superAdmin.dashboard);
  const applicationId = await successfulApplication(admin, student.studentId);

  // The spec's B2B list links the row to its ledger entries.
  await admin.goto('/super-admin/b2b/commission-list');
  await admin.getByLabel('B2B Agent').fill(PARTNER);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await admin.getByRole('link', { name: `Ledger entries of ${student.studentId} at ${UNIVERSITY}` }).click();
  await expect(admin).toHaveURL(new RegExp(`applicationId=${applicationId}`));
  await expect(admin.getByText('One application')).toBeVisible();
  await admin.context().close();

  await page.goto(`/accounts/dashboard?applicationId=${applicationId}`);
  const first = `${student.fullName}, instalment 1 of 2`;
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${student.fullName}, instalment 2 of 2` })).toBeVisible();
  await expect(page.getByText('£1,000.00').first()).toBeVisible();
  await expectAccessible(page, 'the ledger');

  // The first instalment is claimed, and the university pays it.
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('button', { name: 'Make claim' }).click();
  await expect(page.getByRole('heading', { name: /^Commission claim C-\d{6}$/ })).toBeVisible();
  await expectAccessible(page, 'a claim');
  const received = page.getByRole('region', { name: 'Record money received' });
  await received.getByRole('textbox', { name: 'Amount', exact: true }).fill('1200');
  await received.getByRole('button', { name: 'Record payment' }).click();
  await expect(received.getByText(/To record it anyway, tick/)).toBeVisible();
  await received.getByRole('textbox', { name: 'Amount', exact: true }).fill('1000');
  await received.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByText('Settled')).toBeVisible();

  // Back in the ledger: received, and the partner's 40% of it payable.
  await page.goto(`/accounts/dashboard?applicationId=${applicationId}&state=received`);
  await expect(page.getByText('£400.00').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toHaveCount(0);
});

test('a student’s payment is recorded with its receipt, and a refund above the balance is refused', async ({
  page,
}) => {
  await signIn(page, DEMO.accounts.email);
  await expect(page).toHaveURL(DEMO.accounts.dashboard);
  const list = await page.request.get('/api/v1/commissions');
  const someone = ((await list.json()).data as { studentId: number; studentName: string }[])[0];
  if (!someone) throw new Error('the demo ledger is empty');
  await nav(page).getByRole('link', { name: 'Payments' }).click();
  await page.getByRole('textbox', { name: 'Student ID' }).fill(String(someone.studentId));
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`student=${someone.studentId}`));
  await expect(page.getByText(someone.studentName).first()).toBeVisible();

  const form = page.getByRole('region', { name: 'Record payment' });
  await form.getByRole('radio', { name: 'Refund' }).check();
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('99999999');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByText('More than the balance in this currency')).toBeVisible();

  await form.getByRole('radio', { name: 'Service fee' }).check();
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('15000');
  await form.getByRole('button', { name: 'Record payment' }).click();
  const toast = page.getByText(/^Payment recorded: receipt R-\d{6}\.$/);
  await expect(toast).toBeVisible();
  const receipt = ((await toast.textContent()) ?? '').match(/R-\d{6}/)?.[0] ?? '';
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download receipt ${receipt}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${receipt}.pdf`);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page, 'payments');
});
