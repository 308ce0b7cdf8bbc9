import type { Session } from '@studydesk/shared/auth';
import type { Notification } from '@studydesk/shared/notifications';
import type { Role } from '@studydesk/shared/role-names';
import { PAGES } from '../../page-paths.ts';

/** The roles whose student details open any student; a desk's details open only the students of its desk. */
const EVERY_STUDENT: readonly Role[] = ['Super Admin', 'receptionist'];

/** Who opens a notification: the role they work as, and the others they hold. */
type NotificationReader = Pick<Session, 'user' | 'roles'>;

/** The desk a notification's "for" names (SPEC.md 2.3): counseling, application, or otherwise visa. */
function deskOf(item: Pick<Notification, 'for'>): Role {
  if (item.for === 'counseling') return 'Counselor';
  if (item.for === 'application') return 'admin Officer';
  return 'Admin Office Visa Section';
}

/** Whose area's student-details route a notification opens (SPEC.md 2.2 "from notifications", 2.3). */
export function notificationRole(item: Pick<Notification, 'for'>, reader: NotificationReader): Role {
  const active = reader.user.role;
  // Super Admin and receptionist have their own details route and may not enter the desks' areas.
  if (EVERY_STUDENT.includes(active)) return active;
  const desk = deskOf(item);
  if (desk === active) return desk;
  // Working as another role (a Super Admin as Accounts, told of a late counseling step): the student opens in the area
  // of a role held that sees every student, whose page offers to switch to it; failing that, the desk's page says
  // whose it is (offering the switch when the desk's role is held).
  const held = reader.roles.map((record) => record.role);
  return EVERY_STUDENT.find((role) => held.includes(role)) ?? desk;
}

/**
 * Where clicking a notification goes: the student details of its student, in the area `notificationRole` picks;
 * null when the notification is about no student. The details page loads the student itself from the URL.
 */
export function notificationTarget(
  item: Pick<Notification, 'for' | 'studentId' | 'counselorId'>,
  reader: NotificationReader,
): string | null {
  if (item.studentId === null) return null;
  // The same placeholder the student lists use for a student without a counselor.
  const counselorId = item.counselorId ?? 'none';
  return PAGES.studentDetails.path(notificationRole(item, reader), { studentId: item.studentId, counselorId });
}
