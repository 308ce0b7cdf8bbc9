import { universitiesContracts } from '@studydesk/shared/contracts/universities';
import type { University, UniversityBody, UniversityFilter } from '@studydesk/shared/website-leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';

export type CatalogueFilter = { country: string; course: string; intake: string };
export type SuggestionField = keyof CatalogueFilter;
/** What the catalogue suggests: the filter's fields, and university names for the application form. */
type SuggestedValue = SuggestionField | 'university';

export const universityKeys = {
  all: ['universities'] as const,
  list: (filter: UniversityFilter) => ['universities', 'list', filter] as const,
  suggestions: (field: SuggestedValue, prefix: string) => ['universities', 'suggestions', field, prefix] as const,
  choices: ['universities', 'choices'] as const,
};

/** Every country and intake of the catalogue: the filter's Country and Intake choices. */
export function useCatalogueChoices() {
  return useQuery({
    queryKey: universityKeys.choices,
    queryFn: ({ signal }) => callData(universitiesContracts.choices, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /universities: the catalogue, 10 a page, filtered by Country, Course and Intake (SPEC.md 2.16). */
export function useUniversities(filter: CatalogueFilter, page: number) {
  return useQuery({
    queryKey: universityKeys.list({ ...filter, page }),
    queryFn: ({ signal }) => callData(universitiesContracts.list, { query: { ...filter, page }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Prefix suggestions while typing; a failed suggestion only means no dropdown, so it is not reported. */
export function useUniversitySuggestions(field: SuggestedValue, prefix: string) {
  return useQuery({
    queryKey: universityKeys.suggestions(field, prefix),
    queryFn: ({ signal }) => callData(universitiesContracts.suggestions, { query: { field, prefix }, signal }),
    staleTime: 5 * 60_000,
    meta: { errorsShownInline: true },
  });
}

/** Super Admin adds (no id) or edits a university; the form shows field errors itself. */
export function useSaveUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UniversityBody }): Promise<University> =>
      id
        ? callData(universitiesContracts.update, { params: { id }, body })
        : callData(universitiesContracts.create, { body }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universityKeys.all }),
  });
}
