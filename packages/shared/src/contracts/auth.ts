import { z } from 'zod';
import { envelope } from '../api.ts';
import { loginBodySchema, sessionSchema, setupBodySchema, setupStatusSchema, switchRoleBodySchema } from '../auth.ts';
import { contract } from '../contract.ts';
import { AUTH_ROUTES } from './auth-routes.ts';

const tag = 'auth';
const session = envelope(sessionSchema);
const limited = 'a limited number of attempts a minute per address (`LOGIN_RATE_LIMIT`, 10 by default; 429 beyond)';

/** Signing in and out, the session's role, and the first run's set-up of the first Super Admin. */
export const authContracts = {
  setupStatus: contract({
    ...AUTH_ROUTES.setupStatus,
    tag,
    summary: 'Whether StudyDesk still needs its first Super Admin',
    description:
      'Anyone may call it, signed in or not; it answers whether no account exists yet and, if so, whether this ' +
      'caller must give the setup code from the server log (everyone but a caller on the server machine itself).',
    response: envelope(setupStatusSchema),
  }),
  setup: contract({
    ...AUTH_ROUTES.setup,
    tag,
    summary: 'Create the first Super Admin',
    description:
      `Anyone may call it while no account exists, ${limited}. From another machine the setup code from the server ` +
      'log is needed (400 naming `setupCode` when missing or wrong). It creates the Super Admin, signs them in ' +
      '(the session cookie) and answers the session; once an account exists it answers 409.',
    body: setupBodySchema,
    response: session,
  }),
  login: contract({
    ...AUTH_ROUTES.login,
    tag,
    summary: 'Sign in',
    description:
      `Anyone may call it, ${limited}. A right e-mail and password set the session cookie and answer the session, ` +
      'in the account’s first role. A wrong pair answers 401 "The e-mail or password is not correct." (repeated ' +
      'failures are slowed down); a deactivated account or one with no role answers 403.',
    body: loginBodySchema,
    response: session,
  }),
  logout: contract({
    ...AUTH_ROUTES.logout,
    tag,
    summary: 'Sign out',
    description:
      'Anyone may call it; the session of the cookie sent, if any, ends, its open pages are disconnected and the ' +
      'cookie is cleared. It always answers `null`.',
    response: envelope(z.null()),
  }),
  me: contract({
    ...AUTH_ROUTES.me,
    tag,
    summary: 'The signed-in session',
    description:
      'Anyone signed in may call it; it answers who the caller is, the role the session works in, and every role ' +
      'they hold.',
    response: session,
  }),
  switchRole: contract({
    ...AUTH_ROUTES.switchRole,
    tag,
    summary: 'Work in another role',
    description:
      'Anyone signed in may call it, for a role they hold (403 otherwise); the session works in that role from ' +
      'then on, and it answers the session.',
    body: switchRoleBodySchema,
    response: session,
  }),
};
