import { envelope } from '@studydesk/shared/api';
import { emailSchema, roleRecordSchema } from '@studydesk/shared/auth';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { employees } from '../../db/schema.ts';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { rolesOf } from '../auth/auth.service.ts';

const emailParams = z.object({ email: emailSchema });

/** Anyone signed in may list their own roles (the role selector); only Super Admin another's. */
const ownEmail = access.signedIn(
  (request, actor) => emailParams.parse(request.params).email === actor.email.toLowerCase(),
);

export const rolesRoutes: AppRoutes = async (app, { db }) => {
  app.get(
    '/role/:email',
    {
      config: { access: ownEmail },
      schema: { tags: ['roles'], params: emailParams, response: { 200: envelope(z.array(roleRecordSchema)) } },
    },
    async (request) => {
      const [employee] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(eq(sql`lower(${employees.email})`, request.params.email));
      return { data: employee ? await rolesOf(db, employee.id) : [] };
    },
  );
};
