import type { Role } from '@studydesk/shared/role-names';
import { OFFICE_TIME_ZONE, type Student } from '@studydesk/shared/students';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the office reads it: "22 Nov 2026, 09:41" in Asia/Dhaka. */
export function formatOfficeDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at);
}

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
