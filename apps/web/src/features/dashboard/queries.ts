import { pathOf } from '@studydesk/shared/contract';
import { studentsContracts } from '@studydesk/shared/contracts/students';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
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
    queryFn: ({ signal }) => callData(studentsContracts.dashboard, { signal }),
    // The page says it in place, with the reason and Try again.
    meta: { errorsShownInline: true },
  });
}

/** POST /utilities/download-specific-date -> data.xlsx; a failure is toasted by the query client. */
export function useDownloadArrivals() {
  const { downloadDay } = studentsContracts;
  return useMutation({
    mutationFn: (date: Day) => downloadXlsx(pathOf(downloadDay), { method: downloadDay.method, body: { date } }),
  });
}
