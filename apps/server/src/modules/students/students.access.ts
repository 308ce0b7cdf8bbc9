import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { employees, students } from '../../db/schema.ts';
import { access, type Scope } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/errors.ts';

export const studentParams = z.object({ studentId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const employeeParams = z.object({ employee_id: z.string().trim().min(1).max(60) });

/** The caller's own list: a Counselor may only ask for the students of their own employee id. */
const ownEmployeeId: Scope = (request, actor) => employeeParams.parse(request.params).employee_id === actor.employeeId;

/** Whether the student named in the path is within the caller's reach: all for receptionist, own for Counselor. */
function studentInReach(db: Db): Scope {
  return async (request, actor) => {
    if (actor.role === 'receptionist') return true;
    const { studentId } = studentParams.parse(request.params);
    const [row] = await db
      .select({ counselorId: students.counselorId })
      .from(students)
      .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)));
    return actor.role === 'Counselor' && row?.counselorId === actor.id;
  };
}

export function studentRules(db: Db) {
  return {
    /** Lists, suggestions and exports of every student (the receptionist's and Super Admin's lists). */
    allStudents: access.roles(['Super Admin', 'receptionist']),
    /** A list of one employee's students, named by employee id in the path. */
    employeeStudents: access.roles(['Super Admin', 'Counselor'], ownEmployeeId),
    register: access.roles(['Super Admin', 'receptionist']),
    read: access.roles(['Super Admin', 'receptionist', 'Counselor'], studentInReach(db)),
    followUp: access.roles(['Super Admin', 'Counselor'], studentInReach(db)),
    superAdmin: access.roles(['Super Admin']),
  };
}

/** The uuid of the employee a path's employee id names. */
export async function employeeUuid(db: Db, request: FastifyRequest) {
  const { employee_id } = employeeParams.parse(request.params);
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employee_id));
  if (!row) throw notFound('Employee');
  return row.id;
}
