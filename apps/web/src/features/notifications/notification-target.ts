import type { Notification } from '@studydesk/shared/notifications';
import type { Role } from '@studydesk/shared/role-names';

/** The area whose student-details route a notification opens (SPEC.md 2.2 "from notifications", 2.3). */
export function notificationArea(item: Pick<Notification, 'for'>, activeRole: Role): string {
  // Super Admin and receptionist have their own details route and may not enter the desks' areas.
  if (activeRole === 'Super Admin') return '/super-admin';
  if (activeRole === 'receptionist') return '/receptionist';
  // SPEC.md 2.3: the notification's "for" decides: counseling, application, or otherwise visa.
  if (item.for === 'counseling') return '/counselor';
  if (item.for === 'application') return '/admin-officer';
  return '/visa-process';
}

/**
 * Where clicking a notification goes: the student details of its student, in the recipient's current area;
 * null when the notification is about no student. The details page loads the student itself from the URL.
 */
export function notificationTarget(
  item: Pick<Notification, 'for' | 'studentId' | 'counselorId'>,
  activeRole: Role,
): string | null {
  if (item.studentId === null) return null;
  // The same placeholder the student lists use for a student without a counselor.
  const counselorId = item.counselorId ?? 'none';
  return `${notificationArea(item, activeRole)}/student-details/${item.studentId}/${encodeURIComponent(counselorId)}`;
}
