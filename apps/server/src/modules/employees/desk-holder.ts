import type { Role } from '@studydesk/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employeeRoles, employees } from '../../db/schema.ts';

/**
 * The employee `id` if they are active and hold `role`, for a write that gives them work (a student, an
 * application, a hand-over). Their row and that role are share-locked until the caller's transaction ends: an
 * offboarding or the role's removal (which lock the employee to change them) waits for the write and hands its work
 * over with the rest, or goes first and the caller finds no one. The role's row is locked too because its removal
 * deletes it and leaves the employee's row as it was: a statement that waited only on the employee would still see
 * the role of its snapshot.
 */
export async function activeHolder(tx: Tx, id: string, role: Role) {
  const [row] = await tx
    .select({ id: employees.id, name: employees.name, employeeId: employees.employeeId })
    .from(employees)
    .innerJoin(employeeRoles, and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, role)))
    .where(and(eq(employees.id, id), eq(employees.active, true)))
    .for('share', { of: [employees, employeeRoles] });
  return row;
}
