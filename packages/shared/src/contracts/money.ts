import { z } from 'zod';
import { envelope } from '../api.ts';
import {
  awaitingCommissionSchema,
  claimInputSchema,
  claimListQuerySchema,
  claimPageSchema,
  claimPaymentInputSchema,
  claimReversalInputSchema,
  claimSchema,
  commissionFilterSchema,
  commissionInputSchema,
  commissionMonthSchema,
  commissionPageSchema,
  commissionSchema,
  commissionUpdateSchema,
} from '../commissions.ts';
import { contract } from '../contract.ts';
import {
  agreementInputSchema,
  agreementSchema,
  officeProfileSchema,
  partnerInputSchema,
  partnerSchema,
  rateInputSchema,
  rateQuerySchema,
  rateSchema,
} from '../money.ts';
import { paymentInputSchema, studentPaymentsSchema } from '../payments.ts';
import { studentIdSchema } from '../students.ts';

const tag = 'money';
const who = 'Super Admin and Accounts.';
const byId = z.object({ id: z.uuid() });

/** Partners, agreements, the commission ledger, claims and the money settings (issue 18). */
export const moneyContracts = {
  partners: contract({
    method: 'GET',
    path: '/partners',
    tag,
    summary: 'The partners (B2B sub-agents)',
    description: `${who} Every partner, active first, by name, with the number of applications that name it.`,
    response: envelope(z.array(partnerSchema)),
  }),
  partnerNames: contract({
    method: 'GET',
    path: '/partners/names',
    tag,
    summary: 'The active partners’ names, for the B2B field',
    description:
      'Super Admin, Accounts and admin Officers (who file applications): the active partners by name, and nothing ' +
      'else of them, for the B2B field of an application.',
    response: envelope(z.array(z.object({ id: z.uuid(), name: z.string() }))),
  }),
  createPartner: contract({
    method: 'POST',
    path: '/partners',
    tag,
    summary: 'Add a partner',
    description: `${who} A name already used by another partner (any case) is a 409.`,
    body: partnerInputSchema,
    response: envelope(partnerSchema),
    status: 201,
  }),
  updatePartner: contract({
    method: 'PUT',
    path: '/partners/:id',
    tag,
    summary: 'Edit a partner',
    description: `${who} The applications that name it follow a new name.`,
    params: byId,
    body: partnerInputSchema,
    response: envelope(partnerSchema),
  }),
  deletePartner: contract({
    method: 'DELETE',
    path: '/partners/:id',
    tag,
    summary: 'Delete a partner',
    description: `${who} A partner that applications or ledger rows name is a 409: deactivate it instead.`,
    params: byId,
    response: envelope(z.object({ id: z.uuid() })),
  }),
  agreements: contract({
    method: 'GET',
    path: '/agreements',
    tag,
    summary: 'The university agreements',
    description: `${who} Every agreement, active first, by university and level.`,
    response: envelope(z.array(agreementSchema)),
  }),
  createAgreement: contract({
    method: 'POST',
    path: '/agreements',
    tag,
    summary: 'Add a university agreement',
    description: `${who} An active agreement for the same university and level already there is a 409.`,
    body: agreementInputSchema,
    response: envelope(agreementSchema),
    status: 201,
  }),
  updateAgreement: contract({
    method: 'PUT',
    path: '/agreements/:id',
    tag,
    summary: 'Edit a university agreement',
    description: `${who} Rows already made from it keep their amounts; the change holds for the next successes.`,
    params: byId,
    body: agreementInputSchema,
    response: envelope(agreementSchema),
  }),
  deleteAgreement: contract({
    method: 'DELETE',
    path: '/agreements/:id',
    tag,
    summary: 'Delete a university agreement',
    description: `${who} An agreement that ledger rows were made from is a 409: deactivate it instead.`,
    params: byId,
    response: envelope(z.object({ id: z.uuid() })),
  }),
  commissions: contract({
    method: 'GET',
    path: '/commissions',
    tag,
    summary: 'The commission ledger',
    description:
      `${who} 50 rows a page by due date, filtered by university, partner, intake, state or overdue, with the ` +
      'totals per currency of every row the filter matches.',
    query: commissionFilterSchema,
    response: commissionPageSchema,
  }),
  createCommission: contract({
    method: 'POST',
    path: '/commissions',
    tag,
    summary: 'Enter a commission by hand',
    description: `${who} For an application whose visa succeeded and whose university has no agreement.`,
    body: commissionInputSchema,
    response: envelope(commissionSchema),
    status: 201,
  }),
  updateCommission: contract({
    method: 'PATCH',
    path: '/commissions/:id',
    tag,
    summary: 'Change or write off a ledger row',
    description:
      `${who} The amount, currency, due date or note, or a write-off. A row changed by someone else since ` +
      '`version` is a 409; a received row cannot be changed (422).',
    params: byId,
    body: commissionUpdateSchema,
    response: envelope(commissionSchema),
  }),
  awaiting: contract({
    method: 'GET',
    path: '/commissions/awaiting',
    tag,
    summary: 'Successful applications without ledger rows',
    description:
      `${who} Applications whose visa succeeded and for which no row could be made (no agreement, no tuition ` +
      'fee), to be entered by hand; at most 200, newest decision first.',
    response: envelope(z.array(awaitingCommissionSchema)),
  }),
  months: contract({
    method: 'GET',
    path: '/commissions/months',
    tag,
    summary: 'Expected against received per month',
    description:
      `${who} Per month and currency, the last 12 months and the next 12: expected by the month a row falls due, ` +
      'received by the month the money came in.',
    response: envelope(z.array(commissionMonthSchema)),
  }),
  claims: contract({
    method: 'GET',
    path: '/commissions/claims',
    tag,
    summary: 'The claims',
    description: `${who} 20 claims a page, newest first, each with what was received against it.`,
    query: claimListQuerySchema,
    response: claimPageSchema,
  }),
  createClaim: contract({
    method: 'POST',
    path: '/commissions/claims',
    tag,
    summary: 'Make a claim of ledger rows',
    description:
      `${who} Rows of one university and one currency that are expected (not claimed yet) become one numbered ` +
      'claim; anything else is a 422 naming the row.',
    body: claimInputSchema,
    response: envelope(claimSchema),
    status: 201,
  }),
  claim: contract({
    method: 'GET',
    path: '/commissions/claims/:id',
    tag,
    summary: 'One claim with its rows and payments',
    description: who,
    params: byId,
    response: envelope(claimSchema),
  }),
  claimPdf: contract({
    method: 'GET',
    path: '/commissions/claims/:id/pdf',
    tag,
    summary: 'The claim invoice as a PDF',
    description: `${who} With the office's name and address from the settings.`,
    params: byId,
    kind: 'file',
  }),
  claimXlsx: contract({
    method: 'GET',
    path: '/commissions/claims/:id/xlsx',
    tag,
    summary: 'The claim as a spreadsheet',
    description: who,
    params: byId,
    kind: 'file',
  }),
  receiveClaim: contract({
    method: 'POST',
    path: '/commissions/claims/:id/payments',
    tag,
    summary: 'Record money received against a claim',
    description:
      `${who} Spread over the claim's rows by due date. More than is still due is a 422 unless \`overPayment\`; ` +
      'a claim paid by someone else since `version` is a 409, so nothing is counted twice.',
    params: byId,
    body: claimPaymentInputSchema,
    response: envelope(claimSchema),
    status: 201,
  }),
  reverseClaimPayment: contract({
    method: 'POST',
    path: '/commissions/claims/:id/payments/:paymentId/reverse',
    tag,
    summary: 'Reverse money recorded against a claim by mistake',
    description:
      `${who} The receipt stays, marked reversed; its money comes off the claim and its rows as if it had never ` +
      'been recorded. A receipt reversed already, or a claim changed since `version`, is a 409; a claim with a row ' +
      'written off after money came in on it is a 422.',
    params: z.object({ id: z.uuid(), paymentId: z.uuid() }),
    body: claimReversalInputSchema,
    response: envelope(claimSchema),
  }),
  officeProfile: contract({
    method: 'GET',
    path: '/money/office',
    tag,
    summary: 'The office’s name, address and currency',
    description: `${who} As printed on claims and receipts.`,
    response: envelope(officeProfileSchema),
  }),
  saveOfficeProfile: contract({
    method: 'PUT',
    path: '/money/office',
    tag,
    summary: 'Save the office’s name, address and currency',
    description: 'Super Admin only.',
    body: officeProfileSchema,
    response: envelope(officeProfileSchema),
  }),
  rates: contract({
    method: 'GET',
    path: '/money/rates',
    tag,
    summary: 'Monthly conversion rates',
    description: `${who} Entered by hand, for reports; the year's, or every one.`,
    query: rateQuerySchema,
    response: envelope(z.array(rateSchema)),
  }),
  saveRate: contract({
    method: 'PUT',
    path: '/money/rates',
    tag,
    summary: 'Enter a month’s conversion rate',
    description: `${who} One unit of the currency in the office's currency, for the month; entering it again replaces it.`,
    body: rateInputSchema,
    response: envelope(rateSchema),
  }),
  payments: contract({
    method: 'GET',
    path: '/student/:studentId/payments',
    tag,
    summary: 'A student’s payments and balance',
    description: `${who} Service fees, deposits and refunds, newest first, and the balance per currency.`,
    params: z.object({ studentId: studentIdSchema }),
    response: envelope(studentPaymentsSchema),
  }),
  recordPayment: contract({
    method: 'POST',
    path: '/student/:studentId/payments',
    tag,
    summary: 'Record a student’s payment or refund',
    description:
      `${who} A refund above the balance in its currency is a 422; a payment recorded by someone else since the ` +
      'form saw `seen` payments is a 409.',
    params: z.object({ studentId: studentIdSchema }),
    body: paymentInputSchema,
    response: envelope(studentPaymentsSchema),
    status: 201,
  }),
  receipt: contract({
    method: 'GET',
    path: '/student/:studentId/payments/:id/receipt',
    tag,
    summary: 'A payment’s receipt as a PDF',
    description: who,
    params: z.object({ studentId: studentIdSchema, id: z.uuid() }),
    kind: 'file',
  }),
};
