import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../api/client.ts';
import { useDeactivate } from './queries.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a counselor’s hand-over', () => {
  it('waits for the server well past the 8 seconds of plain calls: a large office’s takes tens of seconds', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal;
        return new Promise<Response>(() => {});
      }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeactivate('employee-1'), { wrapper });
    act(() => result.current.mutate({ handOverTo: 'heir-1' }));
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 60_000));
    expect(signal).toBeDefined();
    expect(signal?.aborted).toBe(false);
    expect(result.current.isPending).toBe(true);
  });
});
