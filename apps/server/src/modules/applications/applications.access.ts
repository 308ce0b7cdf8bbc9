import { ErrorCode } from '@studydesk/shared/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { studentParams } from '../students/students.access.ts';
import { getStudent } from '../students/students.service.ts';
import { studentByUuid } from './applications.queries.ts';
import { currentApplicant } from './applications.service.ts';

/** The student a path names, as the application routes need it; 404 when there is none. */
export async function studentRef(db: Db, studentId: number) {
  const s = await getStudent(db, studentId);
  return { id: s._id, studentId: s.studentId, fullName: s.fullName };
}

/** Filing applications: Super Admin, or the admin Officer the student is assigned to now. */
export const officerWork = (db: Db) =>
  access.roles(['Super Admin', 'admin Officer'], async (request, actor) => {
    const student = await studentRef(db, studentParams.parse(request.params).studentId).catch(() => null);
    return Boolean(student) && (await currentApplicant(db, student?.id ?? '')) === actor.id;
  });

export const assignParams = z.object({ studentObjectId: z.string().uuid(), applicantObjectId: z.string().uuid() });

/** Assigning a student to an admin Officer: Super Admin, or the student's own Counselor. */
export const counselorOfStudent = (db: Db) =>
  access.roles(['Super Admin', 'Counselor'], async (request, actor) => {
    const student = await studentByUuid(db, assignParams.parse(request.params).studentObjectId);
    return student?.counselor?.id === actor.id;
  });

/**
 * The officer who files: the student must be assigned to one (409 otherwise), and the officer in the path must be
 * the caller (Super Admin files on behalf of the assigned officer). Answers the assigned officer's id.
 */
export async function filingOfficer(db: Db, request: FastifyRequest, studentUuid: string, applicantId: string) {
  const actor = actorOf(request);
  const officerId = await currentApplicant(db, studentUuid);
  if (!officerId) throw new AppError(ErrorCode.NOT_ASSIGNED, 'Assign the student to an admin Officer first.');
  if (actor.role !== 'Super Admin' && actor.employeeId !== applicantId) throw forbidden();
  return officerId;
}
