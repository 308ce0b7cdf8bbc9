import type { Role } from '@studydesk/shared/role-names';
import type { Student } from '@studydesk/shared/students';

/** Street, city, postal code and country, leaving out the parts that are empty. */
export function formatAddress(student: Pick<Student, 'street' | 'city' | 'postalCode' | 'country'>): string {
  return [student.street, student.city, student.postalCode, student.country].filter(Boolean).join(', ');
}

/** SPEC.md 4 / 6: a Counselor writes advices only while there are none; the Super Admin may always (re)write them. */
export function canWriteAdvices(role: Role, student: Pick<Student, 'advices'>): boolean {
  if (role === 'Super Admin') return true;
  return role === 'Counselor' && student.advices.trim() === '';
}

/** SPEC.md 2.8, Next by role; the receptionist has no documents page, and the other areas arrive later. */
export function documentsPath(role: Role, studentId: number, counselorId: string): string | null {
  const rest = `student-documents/${studentId}/${encodeURIComponent(counselorId)}`;
  if (role === 'Super Admin') return `/super-admin/${rest}`;
  if (role === 'Counselor') return `/counselor/${rest}`;
  if (role === 'Admin Office Visa Section') return `/visa-process/${rest}`;
  if (role === 'admin Officer') return `/admin-officer/${rest}`;
  return null;
}
