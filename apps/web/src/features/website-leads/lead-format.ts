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

export const APPLICATION_STATUS_LOOK: Record<WebApplicationStatus, { label: string; color: string }> = {
  submitted: { label: 'Submitted', color: 'blue' },
  'in-review': { label: 'In review', color: 'yellow' },
  'offer-received': { label: 'Offer received', color: 'grape' },
  accepted: { label: 'Accepted', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
};
