import type { employeeListQuerySchema } from '@studydesk/shared/employees';
import { ROLES, type Role } from '@studydesk/shared/role-names';
import type { z } from 'zod';
import { type ListPaging, listSearch, pagingFromSearch } from '../../ui/list-address.ts';

/** The staff directory's search and filters. */
export interface EmployeeListFilter {
  q: string;
  role: Role | null;
  includeInactive: boolean;
}

/** The directory as the address holds it (issue 19): search, filters and page, so it survives a reload. */
export interface EmployeeListView extends ListPaging {
  filter: EmployeeListFilter;
}

/** The directory is by name unless asked otherwise. */
const BY_NAME = 'name';

export function employeeViewFromSearch(search: URLSearchParams): EmployeeListView {
  const role = search.get('role') as Role;
  return {
    filter: {
      q: (search.get('q') ?? '').slice(0, 120),
      role: ROLES.includes(role) ? role : null,
      includeInactive: search.get('includeInactive') === 'true',
    },
    ...pagingFromSearch(search, BY_NAME),
  };
}

export function employeeViewToSearch({ filter, ...paging }: EmployeeListView): URLSearchParams {
  return listSearch(
    [
      ['q', filter.q.trim()],
      ['role', filter.role ?? ''],
      ['includeInactive', filter.includeInactive ? 'true' : ''],
    ],
    paging,
    BY_NAME,
  );
}

/** The query of GET /super-admin/get-employee-list: the filled filters and the page, its size and order. */
export function employeeListQuery({
  filter,
  page,
  size,
  sort,
}: EmployeeListView): z.input<typeof employeeListQuerySchema> {
  const q = filter.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filter.role ? { role: filter.role } : {}),
    ...(filter.includeInactive ? { includeInactive: 'true' as const } : {}),
    page,
    pageSize: size,
    ...(sort !== BY_NAME ? { sort } : {}),
  };
}
