import { LIST_SORTS, type ListSort, PAGE_SIZES } from '@studydesk/shared/lists';
import { useSearchParams } from 'react-router';

/** A page of a list as its address holds it (issue 19): the page, the rows a page and the order. */
export interface ListPaging {
  page: number;
  size: number;
  sort: ListSort;
}

/** The page the address asks for; what is not understood there is left at its default (the list's own order). */
export function pagingFromSearch(search: URLSearchParams, defaultSort: ListSort = 'newest'): ListPaging {
  const size = Number(search.get('size'));
  const sort = search.get('sort') as ListSort;
  return {
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    sort: LIST_SORTS.includes(sort) ? sort : defaultSort,
  };
}

/** The address of a list: its filter's entries and the page, only what differs from the defaults, in a fixed order. */
export function listSearch(
  filter: [string, string][],
  { page, size, sort }: ListPaging,
  defaultSort: ListSort = 'newest',
): URLSearchParams {
  const entries: [string, string][] = [
    ...filter,
    ['page', page > 1 ? String(page) : ''],
    ['size', size !== PAGE_SIZES[0] ? String(size) : ''],
    ['sort', sort !== defaultSort ? sort : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value));
}

/** The page of a list as its call's query sends it: only what differs from the server's defaults. */
export function pagingQuery({ page, size, sort }: ListPaging) {
  return {
    page,
    pageSize: size === PAGE_SIZES[0] ? undefined : size,
    sort: sort === 'newest' ? undefined : sort,
  };
}

/** The page to show after a row went away: the one before when it was a later page's last row, not an empty page. */
export const pageAfterRemoving = (page: number, rowsShown: number) => (rowsShown === 1 && page > 1 ? page - 1 : page);

/**
 * A list's view (its search, filters, page, size and order) kept in the address (issue 19), read with `read` and
 * written with `write` (`replace`: in place of the address in the history): `view` as this render reads it, and
 * `show`, which changes a part of it. `show` starts from the
 * address as it is now, not from this render's view: the router renders an address change as a transition, which
 * typing interrupts, so a search applied after its pause started from the view before a change of the page's size
 * still on its way, and dropped the size.
 */
export function useListAddress<V>(
  read: (search: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
  options: { replace?: boolean } = {},
) {
  const [search, setSearch] = useSearchParams();
  const show = (next: Partial<V>) =>
    setSearch(write({ ...read(new URLSearchParams(window.location.search)), ...next }), options);
  return { view: read(search), show };
}
