import type { AppRoutes } from '../../platform/routes.ts';

/** The commission ledger and the claims (issue 18). */
export const commissionsRoutes: AppRoutes = async () => {};
