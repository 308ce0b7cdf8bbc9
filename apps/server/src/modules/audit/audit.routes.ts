import { envelope } from '@studydesk/shared/api';
import { auditEmployeeSchema, auditFilterSchema, auditPageSchema } from '@studydesk/shared/audit';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { employees } from '../../db/schema.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { listAudit } from './audit.service.ts';

const tags = ['audit'];
const auditors = access.roles(['Super Admin', 'Software Engineer']);

/** The audit trail: who changed which record, from what to what, and when. */
export const auditRoutes: AppRoutes = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: auditors },
      schema: { tags, querystring: auditFilterSchema, response: { 200: auditPageSchema } },
    },
    // Personal values (salaries, student records) are Super Admin's to read; other auditors see what changed.
    async (request) => listAudit(db, request.query, actorOf(request).role === 'Super Admin'),
  );

  app.get(
    '/audit/employees',
    {
      config: { access: auditors },
      schema: { tags, response: { 200: envelope(z.array(auditEmployeeSchema)) } },
    },
    async () => ({
      data: await db
        .select({
          _id: employees.id,
          name: employees.name,
          employee_id: employees.employeeId,
          active: employees.active,
        })
        .from(employees)
        .orderBy(asc(employees.name), asc(employees.id)),
    }),
  );
};
