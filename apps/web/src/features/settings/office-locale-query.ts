import { OFFICE_LOCALE_ROUTE } from '@studydesk/shared/contracts/settings-routes';
import type { OfficeLocaleSetting } from '@studydesk/shared/office-locale';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/client.ts';

export const OFFICE_LOCALE_KEY = ['settings', 'office-locale'] as const;

/**
 * How the office writes dates (issue 22), read once per visit by every page, the sign-in page included: by its
 * method and path, the answer checked with the contract's schema loaded when it arrives (no zod up front, as
 * features/auth/queries.ts). A failure leaves the dates day first, without a toast on every page.
 */
export function useOfficeLocale() {
  return useQuery({
    queryKey: OFFICE_LOCALE_KEY,
    queryFn: ({ signal }) =>
      apiRequest<OfficeLocaleSetting>(OFFICE_LOCALE_ROUTE.path, {
        method: OFFICE_LOCALE_ROUTE.method,
        signal,
        lazySchema: async () =>
          (await import('@studydesk/shared/office-locale-schema')).officeLocaleSchema as z.ZodType<OfficeLocaleSetting>,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    meta: { errorsShownInline: true },
  });
}
