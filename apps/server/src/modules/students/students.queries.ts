import { OFFICE_TIME_ZONE, type Student, type StudentFilter, studentFilterSchema } from '@studydesk/shared/students';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { employees, type StudentRow, studentApplicants, students, universityApplications } from '../../db/schema.ts';

const counselors = alias(employees, 'counselor');

/** A student row with its counselor, as SPEC.md section 3 shapes it. */
export function selectStudents(db: Tx) {
  return db
    .select({
      student: students,
      counselorEmployeeId: counselors.employeeId,
      counselorName: counselors.name,
    })
    .from(students)
    .leftJoin(counselors, eq(counselors.id, students.counselorId));
}

type Selected = { student: StudentRow; counselorEmployeeId: string | null; counselorName: string | null };

export function toStudent({ student, counselorEmployeeId, counselorName }: Selected): Student {
  return {
    ...student.details,
    _id: student.id,
    studentId: student.studentId,
    fullName: student.fullName,
    email: student.email,
    phoneNumber: student.phoneNumber,
    counselor:
      student.counselorId && counselorEmployeeId
        ? { id: student.counselorId, employee_id: counselorEmployeeId, employee_name: counselorName ?? '' }
        : null,
    status: student.status,
    advices: student.advices,
    advise: student.advices.length > 0,
    createdAt: student.createdAt.toISOString(),
  };
}

/** Our own constant, inlined so that equal expressions (SELECT and GROUP BY) stay equal to PostgreSQL. */
export const OFFICE_TZ = sql.raw(`'${OFFICE_TIME_ZONE}'`);

/** The start of a calendar day in the office's time zone. */
export const officeDay = (day: string | SQL) => sql`((${day})::date)::timestamp at time zone ${OFFICE_TZ}`;

const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(new Date(Date.now() + 86_400_000));

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE of every list, filter and export: live students, optionally one counselor's; a start day and an
 * end day (inclusive, default tomorrow) in office time; a part of the name; any of several statuses.
 */
export function studentConditions(filter: StudentFilter, owner?: SQL): SQL | undefined {
  const { startDate, endDate, fullName, status } = studentFilterSchema.parse(filter);
  const conditions: (SQL | undefined)[] = [isNull(students.archivedAt), owner];
  if (startDate) conditions.push(sql`${students.createdAt} >= ${officeDay(startDate)}`);
  conditions.push(sql`${students.createdAt} < ${officeDay(endDate ?? tomorrow())} + interval '1 day'`);
  if (fullName) conditions.push(sql`lower(${students.fullName}) like ${`%${escapeLike(fullName.toLowerCase())}%`}`);
  if (status.length) conditions.push(inArray(students.status, status));
  return and(...conditions);
}

/**
 * The students of one employee in the desk they work at: a Counselor's own, those assigned to an
 * admin Officer, those handed to a visa team member.
 */
export function studentsOf(
  role: 'Counselor' | 'admin Officer' | 'Admin Office Visa Section',
  employeeUuid: string,
): SQL {
  if (role === 'admin Officer') {
    return sql`exists (select 1 from ${studentApplicants} where ${studentApplicants.studentId} = ${students.id} and ${studentApplicants.applicantId} = ${employeeUuid} and ${studentApplicants.current})`;
  }
  if (role === 'Admin Office Visa Section') {
    return sql`exists (select 1 from ${universityApplications} where ${universityApplications.studentId} = ${students.id} and ${universityApplications.visaTeamId} = ${employeeUuid})`;
  }
  return sql`${students.counselorId} = ${employeeUuid}`;
}

/** Newest first, matching the partial indexes (created_at desc nulls last, id desc nulls last). */
export const newestFirst = [sql`${students.createdAt} desc nulls last`, sql`${students.id} desc nulls last`];
