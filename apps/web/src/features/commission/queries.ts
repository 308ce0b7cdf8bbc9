import { commissionRowSchema } from '@studydesk/shared/applications';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { downloadXlsx } from '../../api/download.ts';
import { commissionQuery } from './commission-format.ts';

export type CommissionFilter = { b2b: string; intake: string };

/** GET /super-admin/get-commission-list: the applications that came through a B2B agent. */
export function useCommissionList(filter: CommissionFilter) {
  return useQuery({
    queryKey: ['commission', filter],
    queryFn: ({ signal }) =>
      api.get(`/super-admin/get-commission-list${commissionQuery(filter)}`, {
        schema: z.array(commissionRowSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The same rows as data.xlsx (SPEC.md 9). */
export function useDownloadCommission() {
  return useMutation({
    mutationFn: (filter: CommissionFilter) =>
      downloadXlsx(`/super-admin/download-commission-list${commissionQuery(filter)}`),
  });
}
