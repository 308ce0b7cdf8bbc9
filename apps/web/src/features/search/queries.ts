import { useDebouncedValue } from '@mantine/hooks';
import { searchContracts } from '@studydesk/shared/contracts/search';
import type { PossibleMatchesQuery } from '@studydesk/shared/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';

/** Fewer characters find too much to be of use: the search waits for two. */
export const SHORTEST = 2;

/** The top bar's search (issue 19): asked a moment after typing stops, the last answer kept while the next comes. */
export function useSearch(query: string) {
  const [q] = useDebouncedValue(query.trim(), 200);
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => callData(searchContracts.search, { query: { q }, signal }),
    enabled: q.length >= SHORTEST,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { errorsShownInline: true },
  });
}

/**
 * Registered students who may be the person being typed in (issue 19), asked a moment after typing stops; the last
 * answer stays while the next comes. Nothing is asked until a key is worth comparing.
 */
export function usePossibleMatches(typed: PossibleMatchesQuery) {
  const [query] = useDebouncedValue(
    {
      fullName: typed.fullName?.trim() ?? '',
      phoneNumber: typed.phoneNumber?.trim() ?? '',
      email: typed.email?.trim() ?? '',
      dob: typed.dob?.trim() ?? '',
    },
    400,
  );
  const worthAsking =
    query.phoneNumber.replace(/\D/g, '').length >= 6 ||
    query.email.includes('@') ||
    (query.dob && query.fullName.length >= 3);
  return useQuery({
    queryKey: ['search', 'possible-matches', query],
    queryFn: ({ signal }) => callData(searchContracts.possibleMatches, { query, signal }),
    enabled: Boolean(worthAsking),
    placeholderData: keepPreviousData,
  });
}
