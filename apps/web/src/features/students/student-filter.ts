import { pathOf, withQuery } from '@studydesk/shared/contract';
import { studentsContracts } from '@studydesk/shared/contracts/students';
import { OFFICE_TIME_ZONE } from '@studydesk/shared/dates';
import type { ListSort } from '@studydesk/shared/lists';
import { STUDENT_STATUSES, type Student, type StudentFilter, type StudentStatus } from '@studydesk/shared/students';
import { type ListPaging, listSearch, pagingFromSearch, pagingQuery } from '../../ui/list-address.ts';

/** The filter a list shows: what the filter bar held when Filter was pressed, plus the page. */
export interface StudentListFilter {
  status: StudentStatus | null;
  fullName: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_FILTER: StudentListFilter = { status: null, fullName: '', startDate: '', endDate: '' };

/** A list as its address holds it (issue 19): the filter, the page and the rows a page, so it survives a reload. */
export interface StudentListView extends ListPaging {
  filter: StudentListFilter;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list the address asks for; what is not understood there is left at its default. */
export function viewFromSearch(search: URLSearchParams): StudentListView {
  const status = search.get('status');
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    filter: {
      status: STUDENT_STATUSES.includes(status as StudentStatus) ? (status as StudentStatus) : null,
      fullName: search.get('fullName') ?? '',
      startDate: day('startDate'),
      endDate: day('endDate'),
    },
    ...pagingFromSearch(search),
  };
}

/** The address of a list: only what differs from the defaults, in a fixed order. */
export function viewToSearch({ filter, ...paging }: StudentListView): URLSearchParams {
  return listSearch(
    [
      ['status', filter.status ?? ''],
      ['fullName', filter.fullName.trim()],
      ['startDate', filter.startDate],
      ['endDate', filter.endDate],
    ],
    paging,
  );
}

/** Whose students a list shows: everybody's (Super Admin, receptionist) or one counselor's. */
export type StudentScope = { kind: 'all' } | { kind: 'counselor'; employeeId: string };

/**
 * The query of the list and download calls. SPEC.md 5: startDate, fullName and status are sent only when
 * filled; the end date is left to the server, which defaults it to tomorrow. A list fixed to some statuses
 * sends each of them (`status=a&status=b`) instead of the filter's one; a page of a list sends its page, size and
 * order where they are not the defaults. Empty values are left out by `withQuery`.
 */
export function filterQuery(
  filter: StudentListFilter,
  fixedStatuses?: StudentStatus[],
  paging?: ListPaging,
): StudentFilter {
  return {
    startDate: filter.startDate || undefined,
    endDate: filter.endDate || undefined,
    fullName: filter.fullName.trim() || undefined,
    status: fixedStatuses ?? filter.status ?? undefined,
    ...(paging && pagingQuery(paging)),
  };
}

/** The spreadsheet of the list as filtered (every match, no page) in the list's order, for `downloadXlsx`. */
export function downloadPath(
  scope: StudentScope,
  filter: StudentListFilter,
  fixedStatuses?: StudentStatus[],
  sort: ListSort = 'newest',
): string {
  const path =
    scope.kind === 'all'
      ? pathOf(studentsContracts.downloadAll)
      : pathOf(studentsContracts.downloadOfEmployee, { employee_id: scope.employeeId });
  return withQuery(path, { ...filterQuery(filter, fixedStatuses), sort: sort === 'newest' ? undefined : sort });
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
