import { pathOf, withQuery } from '@studydesk/shared/contract';
import { officerQueueContracts } from '@studydesk/shared/contracts/officer-queue';
import type { OfficerQueueQuery, OfficerQueueSort } from '@studydesk/shared/officer-queue';
import type { StudentStatus } from '@studydesk/shared/students';

/** What the queue's controls hold: the search as typed, the three filters, and the order. */
export interface QueueControls {
  q: string;
  applicationStatus: string | null;
  intake: string | null;
  university: string | null;
  sort: OfficerQueueSort;
  order: 'asc' | 'desc';
}

/** Longest waiting first: the students the officer owes something the longest. */
export const START_CONTROLS: QueueControls = {
  q: '',
  applicationStatus: null,
  intake: null,
  university: null,
  sort: 'daysWaiting',
  order: 'desc',
};

export const QUEUE_PAGE_SIZE = 10;

/** The query of the list and of the download: empty controls left out, the tab's statuses always sent. */
export function queueQuery(controls: QueueControls, statuses: StudentStatus[]): Omit<OfficerQueueQuery, 'page'> {
  const q = controls.q.trim();
  return {
    ...(q ? { q } : {}),
    status: statuses,
    ...(controls.applicationStatus
      ? { applicationStatus: controls.applicationStatus as OfficerQueueQuery['applicationStatus'] }
      : {}),
    ...(controls.intake ? { intake: controls.intake } : {}),
    ...(controls.university ? { university: controls.university } : {}),
    sort: controls.sort,
    order: controls.order,
  };
}

/** The download's path with the same filters and order as the screen (no page). */
export function queueDownloadPath(employeeId: string, controls: QueueControls, statuses: StudentStatus[]) {
  return withQuery(pathOf(officerQueueContracts.download, { employee_id: employeeId }), queueQuery(controls, statuses));
}

/** A click on a column's header: the same column turns the order round, another starts with its natural order. */
export function sortBy(controls: QueueControls, sort: OfficerQueueSort): QueueControls {
  if (controls.sort === sort) return { ...controls, order: controls.order === 'asc' ? 'desc' : 'asc' };
  return { ...controls, sort, order: sort === 'daysWaiting' ? 'desc' : 'asc' };
}

/** Whether any search or filter narrows the queue (the empty text says so). */
export const isFiltered = (c: QueueControls) => Boolean(c.q.trim() || c.applicationStatus || c.intake || c.university);

export function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
