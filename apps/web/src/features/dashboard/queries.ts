import { dashboardCountsSchema } from '@studydesk/shared/students';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadXlsx } from '../../api/download.ts';
import { studentKeys } from '../students/queries.ts';
import type { Day } from './office-days.ts';

export const dashboardKeys = {
  // Under the students key, so creating, deleting or moving a student refreshes the counts too.
  counts: [...studentKeys.all, 'dashboard-counts'] as const,
};

/** GET /super-admin/dashboard: totals per status and new leads per day. */
export function useDashboardCounts() {
  return useQuery({
    queryKey: dashboardKeys.counts,
    queryFn: ({ signal }) => api.get('/super-admin/dashboard', { schema: dashboardCountsSchema, signal }),
  });
}

/** POST /utilities/download-specific-date -> data.xlsx; a failure is toasted by the query client. */
export function useDownloadArrivals() {
  return useMutation({
    mutationFn: (date: Day) => downloadXlsx('/utilities/download-specific-date', { method: 'POST', body: { date } }),
  });
}
