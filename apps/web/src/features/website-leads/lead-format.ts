import type { WebApplicationStatus } from '@studydesk/shared/website-leads';
import { formatOfficeMoment } from '../../ui/dhaka-time.ts';

/** "22 Nov 2026" (or "Nov 22, 2026", as the office writes dates), the office's day of a moment. */
export function formatDay(iso: string): string {
  return formatOfficeMoment(iso, 'day');
}

export const APPLICATION_STATUS_LOOK: Record<WebApplicationStatus, { label: string; color: string }> = {
  submitted: { label: 'Submitted', color: 'blue' },
  'in-review': { label: 'In review', color: 'yellow' },
  'offer-received': { label: 'Offer received', color: 'grape' },
  accepted: { label: 'Accepted', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
};
