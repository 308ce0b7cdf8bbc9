import { rolesContracts as roles } from '@studydesk/shared/contracts/roles';
import { eq, sql } from 'drizzle-orm';
import { employees } from '../../db/schema.ts';
import { access } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { rolesOf } from '../auth/auth.service.ts';

/** Anyone signed in may list their own roles (the role selector); only Super Admin another's. */
const ownEmail = access.signedIn(
  (request, actor) => roles.ofEmail.params.parse(request.params).email === actor.email.toLowerCase(),
);

export const rolesRoutes: AppRoutes = async (app, { db }) => {
  route(app, roles.ofEmail, { access: ownEmail }, async (request) => {
    const [employee] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(sql`lower(${employees.email})`, request.params.email));
    return { data: employee ? await rolesOf(db, employee.id) : [] };
  });
};
