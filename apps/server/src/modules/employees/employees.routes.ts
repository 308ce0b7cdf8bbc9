import { envelope } from '@studydesk/shared/api';
import { counselorOptionSchema } from '@studydesk/shared/students';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { activeEmployeesWithRole } from './employees.service.ts';

export const employeesRoutes: AppRoutes = async (app, { db }) => {
  /** Counselor options (SPEC.md 3) for the Create Student form: the active employees holding Counselor. */
  app.get(
    '/employees/counselors',
    {
      config: { access: access.roles(['Super Admin', 'receptionist']) },
      schema: { tags: ['employees'], response: { 200: envelope(z.array(counselorOptionSchema)) } },
    },
    async () => ({ data: await activeEmployeesWithRole(db, 'Counselor') }),
  );
};
