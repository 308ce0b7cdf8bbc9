import type { Role } from '@studydesk/shared/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeRoles, employees } from '../../db/schema.ts';

export function activeEmployeesWithRole(db: Db, role: Role) {
  return db
    .select({ _id: employees.id, employee_id: employees.employeeId, name: employees.name })
    .from(employees)
    .innerJoin(employeeRoles, and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, role)))
    .where(eq(employees.active, true))
    .orderBy(asc(employees.name));
}
