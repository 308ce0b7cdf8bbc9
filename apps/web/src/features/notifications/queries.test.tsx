import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { fakeApi } from '../../test-support.tsx';
import { useNotifications } from './queries.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the bell’s notifications', () => {
  it('fail in the bell’s list only, without a toast', async () => {
    fakeApi({
      'GET /notifications/D-003': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such employee' } } },
    });
    const toast = vi.fn();
    const client = createQueryClient(toast);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useNotifications('D-003'), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast).not.toHaveBeenCalled();
  });
});
