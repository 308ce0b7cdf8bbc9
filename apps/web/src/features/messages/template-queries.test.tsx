import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { fakeApi } from '../../test-support.tsx';
import { outboxKeys } from './outbox-queries.ts';
import { useSendMessage } from './template-queries.ts';

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

afterEach(() => vi.unstubAllGlobals());

describe('a message sent to a student', () => {
  it('refreshes the Outbox, where it is queued', async () => {
    fakeApi({ 'POST /student/7/messages': { body: { data: { messageId: 'm1', state: 'queued' } } } });
    const client = createQueryClient(() => undefined);
    client.setQueryData(outboxKeys.page(undefined, 1), { items: [], hasMore: false });
    const { result } = renderHook(() => useSendMessage(7), { wrapper: wrapperOf(client) });

    await act(() =>
      result.current.mutateAsync({
        channel: 'email',
        templateKey: 'welcome',
        language: 'en',
        subject: 'Hello',
        body: 'Dear student',
      }),
    );

    expect(client.getQueryState(outboxKeys.page(undefined, 1))?.isInvalidated).toBe(true);
  });
});
