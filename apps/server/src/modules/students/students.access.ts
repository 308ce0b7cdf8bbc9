import { employeeParams, studentParams } from '@studydesk/shared/contracts/students';
import type { Role } from '@studydesk/shared/roles';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { employees, students } from '../../db/schema.ts';
import { access, type Scope } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { type Desk, type Owner, ownerOf, studentsOf } from './students.queries.ts';

// The path schemas are the contracts' (packages/shared/src/contracts/students.ts); other modules import them here.
export { employeeParams, studentParams };

/** The caller's own list: a Counselor may only ask for the students of their own employee id. */
export const ownEmployeeId: Scope = (request, actor) =>
  employeeParams.parse(request.params).employee_id === actor.employeeId;

/**
 * Whether the student named in the path is within the caller's reach: every student for the receptionist,
 * a Counselor's own, those assigned to an admin Officer, those handed to a visa team member.
 */
export function studentInReach(db: Db): Scope {
  return async (request, actor) => {
    const { studentId } = studentParams.parse(request.params);
    return reaches(db, actor, eq(students.studentId, studentId));
  };
}

/** Whether the actor reaches the live student `which` selects (Super Admin always). */
export async function reaches(db: Db, actor: Actor, which: SQL) {
  if (actor.role === 'Super Admin' || actor.role === 'receptionist') return true;
  const desk = deskOf(actor);
  if (!desk) return false;
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(which, isNull(students.archivedAt), studentsOf(desk, actor.id)));
  return Boolean(row);
}

const DESKS: Role[] = ['Counselor', 'admin Officer', 'Admin Office Visa Section'];

/** The desk whose students a role works with; Super Admin looks at a Counselor's list by default. */
export function deskOf(actor: Pick<Actor, 'role'>, asked?: Role): Desk | undefined {
  if (actor.role === 'Super Admin') return asked && DESKS.includes(asked) ? (asked as Desk) : 'Counselor';
  return DESKS.includes(actor.role) ? (actor.role as Desk) : undefined;
}

/** The students of the employee a path names, at the desk of the caller's role. */
export async function studentsOfPathEmployee(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  asked?: Role,
): Promise<Owner> {
  // One's own list (a Counselor's every request) needs no look-up: the session already holds the uuid.
  const own = employeeParams.parse(request.params).employee_id === actor.employeeId;
  return ownerOf(deskOf(actor, asked) ?? 'Counselor', own ? actor.id : await employeeUuid(db, request));
}

export function studentRules(db: Db) {
  return {
    /** Lists, suggestions and exports of every student (the receptionist's and Super Admin's lists). */
    allStudents: access.roles(['Super Admin', 'receptionist']),
    /** A list of one employee's students, named by employee id in the path. */
    employeeStudents: access.roles(
      ['Super Admin', 'Counselor', 'admin Officer', 'Admin Office Visa Section'],
      ownEmployeeId,
    ),
    register: access.roles(['Super Admin', 'receptionist']),
    read: access.roles(
      ['Super Admin', 'receptionist', 'Counselor', 'admin Officer', 'Admin Office Visa Section'],
      studentInReach(db),
    ),
    /** The student's documents and applications: everyone who works on the student, not the receptionist. */
    casework: access.roles(
      ['Super Admin', 'Counselor', 'admin Officer', 'Admin Office Visa Section'],
      studentInReach(db),
    ),
    followUp: access.roles(['Super Admin', 'Counselor'], studentInReach(db)),
    /** SPEC.md 6: Super Admin, a Counselor and an admin Officer delete (archive) the students they work on. */
    archive: access.roles(['Super Admin', 'Counselor', 'admin Officer'], studentInReach(db)),
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
