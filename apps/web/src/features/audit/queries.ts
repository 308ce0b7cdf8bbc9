import { auditContracts } from '@studydesk/shared/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../api/call.ts';
import { type AuditTrailFilter, filterToQuery } from './audit-format.ts';

export const auditKeys = {
  all: ['audit'] as const,
  trail: (filter: AuditTrailFilter, page: number) => [...auditKeys.all, 'trail', filter, page] as const,
  employees: () => [...auditKeys.all, 'employees'] as const,
};

/** One page of the trail (50 events, newest first); failures show in the list, not as a toast. */
export function useAuditTrail(filter: AuditTrailFilter, page: number) {
  return useQuery({
    queryKey: auditKeys.trail(filter, page),
    queryFn: ({ signal }) => call(auditContracts.list, { query: filterToQuery(filter, page), signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Everyone who can appear as "Who", for the employee filter. */
export function useAuditEmployees() {
  return useQuery({
    queryKey: auditKeys.employees(),
    queryFn: ({ signal }) => callData(auditContracts.employees, { signal }),
    staleTime: 5 * 60_000,
  });
}
