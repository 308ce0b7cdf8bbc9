import { ROLE_AREA, type Role } from '@studydesk/shared/role-names';
import { OFFICE_TIME_ZONE } from '@studydesk/shared/students';
import type { WebApplicationStatus } from '@studydesk/shared/website-leads';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "22 Nov 2026", the office's day of a moment. */
export function formatDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dayFormat.format(at);
}

/** The lead detail in the area of the role (SPEC.md 2.2: web-student-details/{studentId}). */
export function leadDetailsPath(role: Role, profileId: string): string {
  return `${ROLE_AREA[role]}/web-student-details/${profileId}`;
}

export const APPLICATION_STATUS_LOOK: Record<WebApplicationStatus, { label: string; color: string }> = {
  submitted: { label: 'Submitted', color: 'blue' },
  'in-review': { label: 'In review', color: 'yellow' },
  'offer-received': { label: 'Offer received', color: 'grape' },
  accepted: { label: 'Accepted', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
};
