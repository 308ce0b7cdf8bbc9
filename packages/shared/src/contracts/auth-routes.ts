/**
 * The method and path of each auth operation, without their schemas: the sign-in page calls these before anyone
 * signs in and loads zod only when an answer needs checking (docs/decisions.md). contracts/auth.ts adds the schemas.
 */
export const AUTH_ROUTES = {
  setupStatus: { method: 'GET', path: '/auth/setup' },
  setup: { method: 'POST', path: '/auth/setup' },
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/auth/me' },
  switchRole: { method: 'PUT', path: '/auth/role' },
  passwordReset: { method: 'POST', path: '/auth/password-reset' },
  passwordResetCheck: { method: 'POST', path: '/auth/password-reset/check' },
  passwordResetConfirm: { method: 'POST', path: '/auth/password-reset/confirm' },
} as const;
