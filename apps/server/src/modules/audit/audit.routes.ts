import { auditContracts as audit } from '@studydesk/shared/contracts/audit';
import { asc } from 'drizzle-orm';
import { employees } from '../../db/schema.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { listAudit } from './audit.service.ts';

const auditors = access.roles(['Super Admin', 'Software Engineer']);

/** The audit trail: who changed which record, from what to what, and when. */
export const auditRoutes: AppRoutes = async (app, { db }) => {
  // Personal values (salaries, student records) are Super Admin's to read; other auditors see what changed.
  route(app, audit.list, { access: auditors }, async (request) =>
    listAudit(db, request.query, actorOf(request).role === 'Super Admin'),
  );

  route(app, audit.employees, { access: auditors }, async () => ({
    data: await db
      .select({ _id: employees.id, name: employees.name, employee_id: employees.employeeId, active: employees.active })
      .from(employees)
      .orderBy(asc(employees.name), asc(employees.id)),
  }));
};
