import { pathOf, withQuery } from '@studydesk/shared/contract';
import { reportsContracts } from '@studydesk/shared/contracts/reports';
import type { FunnelGroup, LeadInterval, ReportDownloadQuery, ReportFilter } from '@studydesk/shared/reports';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { downloadXlsx } from '../../api/download.ts';

const reportKeys = {
  report: (name: string, query: object) => ['reports', name, query] as const,
};

/**
 * Every report is read fresh on each visit: the numbers are the office's of this moment. A failure shows in the
 * report's panel (ReportPanel), not as a toast.
 */
const live = { placeholderData: keepPreviousData, staleTime: 0, meta: { errorsShownInline: true } } as const;

export function useFunnelReport(filter: ReportFilter, groupBy: FunnelGroup) {
  const query = { ...filter, groupBy };
  return useQuery({
    queryKey: reportKeys.report('funnel', query),
    queryFn: ({ signal }) => callData(reportsContracts.funnel, { query, signal }),
    ...live,
  });
}

export function useStagesReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.report('stages', filter),
    queryFn: ({ signal }) => callData(reportsContracts.stages, { query: filter, signal }),
    ...live,
  });
}

export function useLeadsReport(filter: ReportFilter, interval: LeadInterval) {
  const query = { ...filter, interval };
  return useQuery({
    queryKey: reportKeys.report('leads', query),
    queryFn: ({ signal }) => callData(reportsContracts.leads, { query, signal }),
    ...live,
  });
}

export function useCounselorsReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.report('counselors', filter),
    queryFn: ({ signal }) => callData(reportsContracts.counselors, { query: filter, signal }),
    ...live,
  });
}

export function useMoneyReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.report('money', filter),
    queryFn: ({ signal }) => callData(reportsContracts.money, { query: filter, signal }),
    ...live,
  });
}

/** A report's table as data.xlsx, through the server's streaming writer. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: (query: ReportDownloadQuery) => downloadXlsx(withQuery(pathOf(reportsContracts.download), query)),
  });
}
