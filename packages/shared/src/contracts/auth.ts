import { z } from 'zod';
import { envelope } from '../api.ts';
import {
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  sessionSchema,
  setupBodySchema,
  setupStatusSchema,
  switchRoleBodySchema,
} from '../auth.ts';
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
  passwordReset: contract({
    ...AUTH_ROUTES.passwordReset,
    tag,
    summary: 'Ask for a password reset link',
    description:
      `Anyone may call it, ${limited}. It answers 202 with the same body whether or not an active account has ` +
      'this address; if one has, a link to set a new password is e-mailed to it (valid for 30 minutes, once; at ' +
      'most one a minute per account).',
    body: passwordResetBodySchema,
    response: envelope(z.null()),
    status: 202,
  }),
  passwordResetCheck: contract({
    ...AUTH_ROUTES.passwordResetCheck,
    tag,
    summary: 'Whether a password reset link still works',
    description:
      `Anyone may call it, ${limited}. It answers the address of the account the link opens, or 403 ` +
      '(`INVALID_LINK`) saying whether the link was already used, has expired or is not valid.',
    body: passwordResetCheckSchema,
    response: envelope(z.object({ email: z.string() })),
  }),
  passwordResetConfirm: contract({
    ...AUTH_ROUTES.passwordResetConfirm,
    tag,
    summary: 'Set a new password through a reset link',
    description:
      `Anyone may call it, ${limited}. The new password follows the rules of every password (400 naming ` +
      '`password`); a link already used, expired or not valid answers 403 (`INVALID_LINK`). The link then stops ' +
      'working, and every session of the account ends: sign in again with the new password.',
    body: passwordResetConfirmSchema,
    response: envelope(z.null()),
  }),
};
