import { moneyContracts as money } from '@studydesk/shared/contracts/money';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { claimPdf } from './claim-pdf.ts';
import { claimXlsx } from './claim-xlsx.ts';
import { createClaim, getClaim, listClaims, receiveClaimPayment } from './claims.service.ts';
import { reverseClaimPayment } from './claims-reverse.ts';
import {
  awaitingCommissions,
  commissionMonths,
  enterCommission,
  listCommissions,
  updateCommission,
} from './commissions.service.ts';

/** The commission ledger and the claims (issue 18): Super Admin and Accounts. */
export const commissionsRoutes: AppRoutes = async (app, { db }) => {
  const accounts = { access: access.roles(['Super Admin', 'Accounts']) };

  route(app, money.commissions, accounts, async (request) => listCommissions(db, request.query));
  route(app, money.createCommission, accounts, async (request) => ({
    data: await enterCommission(db, request.body, actorOf(request)),
  }));
  route(app, money.updateCommission, accounts, async (request) => ({
    data: await updateCommission(db, request.params.id, request.body, actorOf(request)),
  }));
  route(app, money.months, accounts, async () => ({ data: await commissionMonths(db) }));
  route(app, money.awaiting, accounts, async () => ({ data: await awaitingCommissions(db) }));

  route(app, money.claims, accounts, async (request) => listClaims(db, request.query.page));
  route(app, money.createClaim, accounts, async (request) => ({
    data: await createClaim(db, request.body, actorOf(request)),
  }));
  route(app, money.claim, accounts, async (request) => ({ data: await getClaim(db, request.params.id) }));
  route(app, money.receiveClaim, accounts, async (request) => ({
    data: await receiveClaimPayment(db, request.params.id, request.body, actorOf(request)),
  }));
  route(app, money.reverseClaimPayment, accounts, async (request) => ({
    data: await reverseClaimPayment(db, request.params.id, request.params.paymentId, request.body, actorOf(request)),
  }));
  route(app, money.claimPdf, accounts, async (request, reply) => {
    const { fileName, pdf } = await claimPdf(db, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
  route(app, money.claimXlsx, accounts, async (request, reply) => {
    const { fileName, xlsx } = await claimXlsx(db, request.params.id);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(xlsx);
  });
};
