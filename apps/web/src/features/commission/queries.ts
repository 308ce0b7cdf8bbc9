import { pathOf, withQuery } from '@studydesk/shared/contract';
import { commissionContracts } from '@studydesk/shared/contracts/commission';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { downloadXlsx } from '../../api/download.ts';
import { commissionQuery } from './commission-format.ts';

export type CommissionFilter = { b2b: string; intake: string };

/** GET /super-admin/get-commission-list: the applications that came through a B2B agent. */
export function useCommissionList(filter: CommissionFilter) {
  return useQuery({
    queryKey: ['commission', filter],
    queryFn: ({ signal }) => callData(commissionContracts.list, { query: commissionQuery(filter), signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** The same rows as data.xlsx (SPEC.md 9). */
export function useDownloadCommission() {
  return useMutation({
    mutationFn: (filter: CommissionFilter) =>
      downloadXlsx(withQuery(pathOf(commissionContracts.download), commissionQuery(filter))),
  });
}
