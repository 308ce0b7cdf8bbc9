import { messagesContracts as messages } from '@studydesk/shared/contracts/messages';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { listOutbox, retryMessage } from './outbox-admin.service.ts';
import { optOut, unsubscribeInfo } from './unsubscribe.ts';

/** The outbox (Super Admin), whether e-mail is on, and the students' unsubscribe links (issue 17). */
export const messagesRoutes: AppRoutes = async (app, { db, config }) => {
  const superAdmin = access.roles(['Super Admin']);
  route(app, messages.outbox, { access: superAdmin }, async (request) => ({
    data: await listOutbox(db, request.query),
  }));
  route(app, messages.retry, { access: superAdmin }, async (request) => ({
    data: await retryMessage(db, request.params.id, actorOf(request)),
  }));
  route(app, messages.mailSettings, { access: access.signedIn() }, async () => ({
    data: { enabled: Boolean(config.SMTP_URL), from: config.MAIL_FROM },
  }));

  // A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form: accepted here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
  const linkLimit = { max: 60, timeWindow: '1 minute' };
  route(app, messages.unsubscribeInfo, { access: access.public(), rateLimit: linkLimit }, async (request) => ({
    data: await unsubscribeInfo(db, request.params.studentId, request.query.t),
  }));
  route(app, messages.unsubscribe, { access: access.public(), rateLimit: linkLimit }, async (request) => ({
    data: await optOut(db, request.params.studentId, request.query.t),
  }));
};
