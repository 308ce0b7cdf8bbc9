import { authContracts as auth } from '@studydesk/shared/contracts/auth';
import { ErrorCode } from '@studydesk/shared/errors';
import type { FastifyReply } from 'fastify';
import { access, actorOf } from '../../platform/auth/access.ts';
import { createSession, endSession, SESSION_COOKIE, setSessionRole } from '../../platform/auth/sessions.ts';
import { route } from '../../platform/contract-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import {
  checkCredentials,
  holdsRole,
  needsSetup,
  sessionOf,
  setUpFirstAdmin,
  WRONG_CREDENTIALS,
} from './auth.service.ts';
import { forgetSetupCode, isLocalAddress, setupCodeProblem } from './auth.setup.ts';

export const authRoutes: AppRoutes = async (app, { db, config, realtime }) => {
  async function signIn(
    reply: FastifyReply,
    employee: { id: string; passwordHash: string },
    role: Parameters<typeof createSession>[2],
  ) {
    const started = await createSession(db, employee.id, role, config.SESSION_DAYS, employee.passwordHash);
    // the password was changed or the account closed while it was being checked
    if (!started) throw WRONG_CREDENTIALS;
    const { token, expiresAt } = started;
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      expires: expiresAt,
    });
  }

  const signInForm = {
    access: access.public(),
    rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
  };

  route(app, auth.setupStatus, { access: access.public() }, async (request) => {
    const open = await needsSetup(db);
    return { data: { needsSetup: open, codeRequired: open && !isLocalAddress(request.ip) } };
  });

  route(app, auth.setup, signInForm, async (request, reply) => {
    const codeProblem = await setupCodeProblem(db, request.ip, request.body.setupCode);
    const employee = await setUpFirstAdmin(db, request.body, codeProblem);
    await forgetSetupCode(config, request.log);
    await signIn(reply, employee, 'Super Admin');
    return { data: await sessionOf(db, { ...employee, role: 'Super Admin' }) };
  });

  route(app, auth.login, signInForm, async (request, reply) => {
    const { employee, role } = await checkCredentials(db, request.body.email, request.body.password, request.ip);
    await signIn(reply, employee, role);
    return { data: await sessionOf(db, { ...employee, role }) };
  });

  route(app, auth.logout, { access: access.public() }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) realtime.disconnect({ sessionIds: [await endSession(db, token)] });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { data: null };
  });

  route(app, auth.me, { access: access.signedIn() }, async (request) => ({
    data: await sessionOf(db, actorOf(request)),
  }));

  route(app, auth.switchRole, { access: access.signedIn() }, async (request) => {
    const actor = actorOf(request);
    if (!(await holdsRole(db, actor.id, request.body.role))) {
      throw new AppError(ErrorCode.ROLE_NOT_HELD, `You do not hold the role ${request.body.role}.`);
    }
    await setSessionRole(db, actor.sessionId, request.body.role);
    return { data: await sessionOf(db, { ...actor, role: request.body.role }) };
  });
};
