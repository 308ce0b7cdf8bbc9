import { PAGE_SIZES } from '@studydesk/shared/lists';
import type { ArchivedQuery } from '@studydesk/shared/students';
import { listSearch, pagingFromSearch } from '../../ui/list-address.ts';

/** ReCycle Students as the address holds it (issue 19): the name searched, the page and its size. */
export interface ArchivedListView {
  filter: { q: string };
  page: number;
  size: number;
}

export function archivedViewFromSearch(search: URLSearchParams): ArchivedListView {
  const { page, size } = pagingFromSearch(search);
  return { filter: { q: (search.get('fullName') ?? '').slice(0, 120) }, page, size };
}

export function archivedViewToSearch({ filter, page, size }: ArchivedListView): URLSearchParams {
  return listSearch([['fullName', filter.q.trim()]], { page, size, sort: 'newest' });
}

/** The query of GET /utilities/archived-students: the name when there is one, the page, its size unless the spec's. */
export function archivedQuery({ filter, page, size }: ArchivedListView): ArchivedQuery {
  const fullName = filter.q.trim();
  return { ...(fullName ? { fullName } : {}), page, ...(size !== PAGE_SIZES[0] ? { pageSize: size } : {}) };
}

/** The page to show after a row went away: the one before when it was a later page's last row. */
export const pageAfterRemoving = (page: number, rowsShown: number) => (rowsShown === 1 && page > 1 ? page - 1 : page);
