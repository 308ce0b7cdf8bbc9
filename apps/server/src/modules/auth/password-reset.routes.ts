import { authContracts as auth } from '@studydesk/shared/contracts/auth';
import { access } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { checkPasswordReset, confirmPasswordReset, issuePasswordReset, PASSWORD_RESET_JOB } from './password-reset.ts';

/** "Forgot password?" (issue 17): a link by e-mail, then a new password through it. */
export const passwordResetRoutes: AppRoutes = async (app, { db, config, jobs, realtime }) => {
  const form = { access: access.public(), rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };
  const issue = (email: string) => issuePasswordReset(db, config, email, new Date());
  // The request only queues the work: whether the address is known changes nothing of the answer or its timing.
  if (jobs) await jobs.work<{ email: string }>(PASSWORD_RESET_JOB, async ({ email }) => issue(email));

  route(app, auth.passwordReset, form, async (request) => {
    const { email } = request.body;
    await (jobs ? jobs.send(PASSWORD_RESET_JOB, { email }) : issue(email));
    return { data: null };
  });
  route(app, auth.passwordResetCheck, form, async (request) => ({
    data: await checkPasswordReset(db, request.body.token, new Date()),
  }));
  route(app, auth.passwordResetConfirm, form, async (request) => {
    const ended = await confirmPasswordReset(db, request.body.token, request.body.password, new Date());
    realtime.disconnect({ sessionIds: ended });
    return { data: null };
  });
};
