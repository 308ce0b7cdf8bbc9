import { OFFICE_TIME_ZONE, type Student, type StudentStatus } from '@studydesk/shared/students';

/** The filter a list shows: what the filter bar held when Filter was pressed, plus the page. */
export interface StudentListFilter {
  status: StudentStatus | null;
  fullName: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_FILTER: StudentListFilter = { status: null, fullName: '', startDate: '', endDate: '' };

/** Whose students a list shows: everybody's (Super Admin, receptionist) or one counselor's. */
export type StudentScope = { kind: 'all' } | { kind: 'counselor'; employeeId: string };

/**
 * The query of the list and download calls. SPEC.md 5: startDate, fullName and status are sent only when
 * filled; the end date is left to the server, which defaults it to tomorrow. A list fixed to some statuses
 * sends each of them (`status=a&status=b`) instead of the filter's one.
 */
export function filterQuery(filter: StudentListFilter, page?: number, fixedStatuses?: StudentStatus[]): string {
  const params = new URLSearchParams();
  if (filter.startDate) params.set('startDate', filter.startDate);
  if (filter.endDate) params.set('endDate', filter.endDate);
  const name = filter.fullName.trim();
  if (name) params.set('fullName', name);
  if (fixedStatuses) for (const status of fixedStatuses) params.append('status', status);
  else if (filter.status) params.set('status', filter.status);
  if (page !== undefined) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const seg = encodeURIComponent;

export function listPath(scope: StudentScope): string {
  return scope.kind === 'all' ? '/super-admin/filter-leads' : `/utilities/filter-student-list/${seg(scope.employeeId)}`;
}

export function downloadPath(scope: StudentScope): string {
  return scope.kind === 'all' ? '/utilities/download-leads' : `/utilities/download-leads/${seg(scope.employeeId)}`;
}

export function suggestionPath(scope: StudentScope, fullName: string): string {
  const base =
    scope.kind === 'all'
      ? '/super-admin/get-student-suggestion'
      : `/utilities/get-student-suggestion/${seg(scope.employeeId)}`;
  return `${base}?${new URLSearchParams({ fullName }).toString()}`;
}

/** SPEC.md 2.6: street, city and country, skipping the parts that are empty. */
export function formatAddress(student: Pick<Student, 'street' | 'city' | 'country'>): string {
  return [student.street, student.city, student.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The office day (Asia/Dhaka) of a moment as YYYY-MM-DD, which is how the arrivals call takes it. */
export function officeDay(at: Date): string {
  return dayFormat.format(at);
}
