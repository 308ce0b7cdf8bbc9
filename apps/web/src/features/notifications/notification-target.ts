import type { Notification } from '@studydesk/shared/notifications';
import type { Role } from '@studydesk/shared/role-names';
import { PAGES } from '../../page-paths.ts';

/** Whose area's student-details route a notification opens (SPEC.md 2.2 "from notifications", 2.3). */
export function notificationRole(item: Pick<Notification, 'for'>, activeRole: Role): Role {
  // Super Admin and receptionist have their own details route and may not enter the desks' areas.
  if (activeRole === 'Super Admin' || activeRole === 'receptionist') return activeRole;
  // SPEC.md 2.3: the notification's "for" decides: counseling, application, or otherwise visa.
  if (item.for === 'counseling') return 'Counselor';
  if (item.for === 'application') return 'admin Officer';
  return 'Admin Office Visa Section';
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
  return PAGES.studentDetails.path(notificationRole(item, activeRole), { studentId: item.studentId, counselorId });
}
