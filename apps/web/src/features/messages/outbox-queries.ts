import { messagesContracts as messages } from '@studydesk/shared/contracts/messages';
import type { MessageState } from '@studydesk/shared/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import type { ShownInline } from '../../api/query-client.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { toast } from '../../ui/toast.ts';

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (state: MessageState | undefined, page: number) => [...outboxKeys.all, state ?? 'all', page] as const,
  mail: ['settings', 'mail'] as const,
};

/** One page of Super Admin's outbox, newest first; failures show in the list, not as a toast. */
export function useOutbox(state: MessageState | undefined, page: number) {
  return useQuery({
    queryKey: outboxKeys.page(state, page),
    queryFn: ({ signal }) => callData(messages.outbox, { query: { state, page }, signal }),
    placeholderData: keepPreviousData,
    // what is queued or sending changes by itself: looked at again while the page is open
    refetchInterval: 15_000,
    meta: { errorsShownInline: true },
  });
}

export function useRetryMessage() {
  const { t } = useTexts('messages');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callData(messages.retry, { params: { id } }),
    onSuccess: () => {
      toast.success(t('messageQueuedAgain'));
      return queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });
}

/** Whether the server sends e-mail (SMTP_URL is set). */
export function useMailSettings({ errorsShownInline }: ShownInline = {}) {
  return useQuery({
    queryKey: outboxKeys.mail,
    queryFn: ({ signal }) => callData(messages.mailSettings, { signal }),
    staleTime: 5 * 60_000,
    meta: { errorsShownInline },
  });
}

/** What the public unsubscribe page shows: the student's first name and whether they already opted out. */
export function useUnsubscribeInfo(studentId: string, token: string) {
  return useQuery({
    queryKey: ['unsubscribe', studentId, token] as const,
    queryFn: ({ signal }) =>
      callData(messages.unsubscribeInfo, { params: { studentId: Number(studentId) }, query: { t: token }, signal }),
    retry: false,
    meta: { errorsShownInline: true },
  });
}

export function useUnsubscribe(studentId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callData(messages.unsubscribe, { params: { studentId: Number(studentId) }, query: { t: token } }),
    meta: { errorsShownInline: true },
    onSuccess: (info) => queryClient.setQueryData(['unsubscribe', studentId, token], info),
  });
}
