import { DESTINATIONS, LEAD_CONVERSIONS, type ProfileListQuery } from '@studydesk/shared/website-leads';
import { type ListPaging, listSearch, pagingFromSearch } from '../../ui/list-address.ts';

/** Website-Leads' search and filter, as the server takes them (empty: no condition). */
export type LeadFilter = Required<Pick<ProfileListQuery, 'q' | 'converted' | 'country'>>;

export const NO_LEAD_FILTER: LeadFilter = { q: '', converted: '', country: '' };

/** Website-Leads as the address holds it (issue 19): the search, the filters and the page, so it survives a reload. */
export interface LeadListView extends ListPaging {
  filter: LeadFilter;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The list the address asks for; what is not understood there is left at its default. */
export function leadViewFromSearch(search: URLSearchParams): LeadListView {
  return {
    filter: {
      q: (search.get('q') ?? '').slice(0, 120),
      converted: oneOf(LEAD_CONVERSIONS, search.get('converted')),
      country: oneOf(DESTINATIONS, search.get('country')),
    },
    ...pagingFromSearch(search),
  };
}

export function leadViewToSearch({ filter, ...paging }: LeadListView): URLSearchParams {
  return listSearch(
    [
      ['q', filter.q.trim()],
      ['converted', filter.converted],
      ['country', filter.country],
    ],
    paging,
  );
}
