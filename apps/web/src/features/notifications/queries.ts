import { notificationsContracts } from '@studydesk/shared/contracts/notifications';
import type { NotificationPage } from '@studydesk/shared/notifications';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../api/call.ts';
import { markAllReadInPage, markReadInPage } from './notification-cache.ts';

/** How many of the newest notifications the bell lists. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (employeeId: string) => [...notificationKeys.all, employeeId, 'list'] as const,
};

/**
 * GET /notifications/{employee_id}: the newest page of one's own notifications with the unread count. The bell's list
 * says when it failed, with Retry: no toast besides, which every page and reconnect would raise again.
 */
export function useNotifications(employeeId: string) {
  return useQuery({
    queryKey: notificationKeys.list(employeeId),
    queryFn: ({ signal }) =>
      call(notificationsContracts.list, {
        params: { employeeId },
        query: { page: 1, pageSize: NOTIFICATION_PAGE_SIZE },
        signal,
      }),
    meta: { errorsShownInline: true },
  });
}

type Snapshot = { previous: NotificationPage | undefined };

/** Applies a change to the cached list at once, remembering what to put back if the call fails. */
async function optimistic(
  queryClient: QueryClient,
  employeeId: string,
  change: (page: NotificationPage | undefined) => NotificationPage | undefined,
): Promise<Snapshot> {
  const key = notificationKeys.list(employeeId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<NotificationPage>(key);
  queryClient.setQueryData<NotificationPage>(key, change);
  return { previous };
}

function rollbackAndReload(queryClient: QueryClient, employeeId: string) {
  return {
    onError: (_error: Error, _vars: unknown, context: Snapshot | undefined) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(employeeId), context.previous);
    },
    // The server's count is the truth; reload it after every change, whether it worked or not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(employeeId) }),
  };
}

/** PUT /notifications/{id}/read; failures are toasted by the query client and the list is put back. */
export function useMarkNotificationRead(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callData(notificationsContracts.read, { params: { id } }),
    onMutate: (id) => optimistic(queryClient, employeeId, (page) => markReadInPage(page, id)),
    ...rollbackAndReload(queryClient, employeeId),
  });
}

/** PUT /notifications/read-all. */
export function useMarkAllNotificationsRead(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callData(notificationsContracts.readAll),
    onMutate: () => optimistic(queryClient, employeeId, markAllReadInPage),
    ...rollbackAndReload(queryClient, employeeId),
  });
}
