import { auditEmployeeSchema, auditPageSchema } from '@studydesk/shared/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { type AuditTrailFilter, filterToSearch } from './audit-format.ts';

export const auditKeys = {
  all: ['audit'] as const,
  trail: (filter: AuditTrailFilter, page: number) => [...auditKeys.all, 'trail', filter, page] as const,
  employees: () => [...auditKeys.all, 'employees'] as const,
};

/** One page of the trail (50 events, newest first); failures show in the list, not as a toast. */
export function useAuditTrail(filter: AuditTrailFilter, page: number) {
  return useQuery({
    queryKey: auditKeys.trail(filter, page),
    queryFn: ({ signal }) => {
      const query = filterToSearch(filter, page).toString();
      return api.get(`/audit${query ? `?${query}` : ''}`, { schema: auditPageSchema, wholeBody: true, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Everyone who can appear as "Who", for the employee filter. */
export function useAuditEmployees() {
  return useQuery({
    queryKey: auditKeys.employees(),
    queryFn: ({ signal }) => api.get('/audit/employees', { schema: z.array(auditEmployeeSchema), signal }),
    staleTime: 5 * 60_000,
  });
}
