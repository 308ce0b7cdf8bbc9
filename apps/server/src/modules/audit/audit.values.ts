import type { Employee } from '@studydesk/shared/employees';
import type { Student } from '@studydesk/shared/students';

/** A student as the trail keeps it: the filled fields, the counselor by name. */
export function studentValues(student: Student): Record<string, unknown> {
  const { _id, advise, createdAt, counselor, ...fields } = student;
  const filled = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== null));
  return { ...filled, counselor: counselor ? `${counselor.employee_name} (${counselor.employee_id})` : null };
}

/** An employee account as the trail keeps it: the filled fields and the roles by name (never the password). */
export function employeeValues(employee: Employee): Record<string, unknown> {
  const { _id, createdAt, profilePic, cv, resume, roles, ...fields } = employee;
  const filled = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
  return { ...filled, roles: roles.map((r) => r.role) };
}
