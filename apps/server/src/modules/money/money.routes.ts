import type { AppRoutes } from '../../platform/routes.ts';

/** Partners, agreements, the money settings and the students' payments (issue 18). */
export const moneyRoutes: AppRoutes = async () => {};
