import {
  type University,
  type UniversityBody,
  type UniversityFilter,
  universityListSchema,
  universitySchema,
} from '@studydesk/shared/website-leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client.ts';

export type CatalogueFilter = { country: string; course: string; intake: string };
export type SuggestionField = keyof CatalogueFilter;

export const universityKeys = {
  all: ['universities'] as const,
  list: (filter: UniversityFilter) => ['universities', 'list', filter] as const,
  suggestions: (field: SuggestionField, prefix: string) => ['universities', 'suggestions', field, prefix] as const,
};

const query = (params: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** GET /universities: the catalogue, 10 a page, filtered by Country, Course and Intake (SPEC.md 2.16). */
export function useUniversities(filter: CatalogueFilter, page: number) {
  return useQuery({
    queryKey: universityKeys.list({ ...filter, page }),
    queryFn: ({ signal }) =>
      api.get(`/universities${query({ ...filter, page })}`, { schema: universityListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Prefix suggestions while typing; a failed suggestion only means no dropdown, so it is not reported. */
export function useUniversitySuggestions(field: SuggestionField, prefix: string) {
  return useQuery({
    queryKey: universityKeys.suggestions(field, prefix),
    queryFn: ({ signal }) =>
      api.get(`/universities/suggestions${query({ field, prefix })}`, { schema: z.array(z.string()), signal }),
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
        ? api.put(`/universities/${id}`, body, { schema: universitySchema })
        : api.post('/universities', body, { schema: universitySchema }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universityKeys.all }),
  });
}
