import type { Role } from '@studydesk/shared/role-names';
import type { Student } from '@studydesk/shared/students';
import { PAGES } from '../../../../page-paths.ts';

/** Street, city, postal code and country, leaving out the parts that are empty. */
export function formatAddress(student: Pick<Student, 'street' | 'city' | 'postalCode' | 'country'>): string {
  return [student.street, student.city, student.postalCode, student.country].filter(Boolean).join(', ');
}

/** SPEC.md 4 / 6: a Counselor writes advices only while there are none; the Super Admin may always (re)write them. */
export function canWriteAdvices(role: Role, student: Pick<Student, 'advices'>): boolean {
  if (role === 'Super Admin') return true;
  return role === 'Counselor' && student.advices.trim() === '';
}

const WITH_DOCUMENTS: Role[] = ['Super Admin', 'Counselor', 'Admin Office Visa Section', 'admin Officer'];

/** SPEC.md 2.8, Next by role: the documents page of the role's area; the receptionist has none. */
export function documentsPath(role: Role, studentId: number, counselorId: string): string | null {
  return WITH_DOCUMENTS.includes(role) ? PAGES.studentDocuments.path(role, { studentId, counselorId }) : null;
}
