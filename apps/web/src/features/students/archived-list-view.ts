import type { ArchivedQuery } from '@studydesk/shared/students';
import { listSearch, pagingFromSearch, pagingQuery } from '../../ui/list-address.ts';

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
  // ReCycle has one order, the latest removed first: the default, which the paging leaves out.
  return { ...(fullName ? { fullName } : {}), ...pagingQuery({ page, size, sort: 'newest' }) };
}
