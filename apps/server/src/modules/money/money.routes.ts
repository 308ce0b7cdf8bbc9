import { moneyContracts as money } from '@studydesk/shared/contracts/money';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { contentDisposition } from '../../platform/http.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { createAgreement, deleteAgreement, listAgreements, updateAgreement } from './agreements.service.ts';
import { listRates, officeProfile, saveOfficeProfile, saveRate } from './money-settings.service.ts';
import { createPartner, deletePartner, listPartners, partnerNames, updatePartner } from './partners.service.ts';
import { listPayments, paymentForReceipt, recordPayment } from './payments.service.ts';
import { receiptPdf } from './receipt-pdf.ts';

/** Partners, agreements, the money settings and the students' payments (issue 18). */
export const moneyRoutes: AppRoutes = async (app, { db }) => {
  const accounts = { access: access.roles(['Super Admin', 'Accounts']) };

  route(app, money.partners, accounts, async () => ({ data: await listPartners(db) }));
  route(app, money.partnerNames, { access: access.roles(['Super Admin', 'Accounts', 'admin Officer']) }, async () => ({
    data: await partnerNames(db),
  }));
  route(app, money.createPartner, accounts, async (request) => ({
    data: await createPartner(db, request.body, actorOf(request)),
  }));
  route(app, money.updatePartner, accounts, async (request) => ({
    data: await updatePartner(db, request.params.id, request.body, actorOf(request)),
  }));
  route(app, money.deletePartner, accounts, async (request) => ({
    data: await deletePartner(db, request.params.id, actorOf(request)),
  }));

  route(app, money.agreements, accounts, async () => ({ data: await listAgreements(db) }));
  route(app, money.createAgreement, accounts, async (request) => ({
    data: await createAgreement(db, request.body, actorOf(request)),
  }));
  route(app, money.updateAgreement, accounts, async (request) => ({
    data: await updateAgreement(db, request.params.id, request.body, actorOf(request)),
  }));
  route(app, money.deleteAgreement, accounts, async (request) => ({
    data: await deleteAgreement(db, request.params.id, actorOf(request)),
  }));

  route(app, money.officeProfile, accounts, async () => ({ data: await officeProfile(db) }));
  route(app, money.saveOfficeProfile, { access: access.roles(['Super Admin']) }, async (request) => ({
    data: await saveOfficeProfile(db, request.body, actorOf(request)),
  }));
  route(app, money.rates, accounts, async (request) => ({ data: await listRates(db, request.query.year) }));
  route(app, money.saveRate, accounts, async (request) => ({
    data: await saveRate(db, request.body, actorOf(request)),
  }));

  route(app, money.payments, accounts, async (request) => ({
    data: await listPayments(db, request.params.studentId),
  }));
  route(app, money.recordPayment, accounts, async (request) => ({
    data: await recordPayment(db, request.params.studentId, request.body, actorOf(request)),
  }));
  route(app, money.receipt, accounts, async (request, reply) => {
    const receipt = await paymentForReceipt(db, request.params.studentId, request.params.id);
    const pdf = await receiptPdf(db, receipt);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', `receipt-${receipt.payment.receiptNumber}.pdf`))
      .send(pdf);
  });
};
