import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChosenDay } from './chosen-day.ts';

afterEach(() => vi.useRealTimers());

describe('the day a list of days shows', () => {
  it('is today until another is chosen, and moves on with the office day in a tab left open overnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T17:00:00Z')); // 23:00 in Dhaka
    const { result } = renderHook(() => useChosenDay());
    expect(result.current.date).toBe('2026-03-02');
    act(() => result.current.setPage(2));
    vi.setSystemTime(new Date('2026-03-02T19:00:00Z')); // 01:00 in Dhaka, the next day
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toMatchObject({ today: '2026-03-03', date: '2026-03-03', page: 1 });
  });

  it('stays on a day chosen, at page 1, and follows the days again once today is chosen', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const { result } = renderHook(() => useChosenDay());
    act(() => result.current.setPage(3));
    act(() => result.current.goTo('2026-03-01'));
    expect(result.current).toMatchObject({ date: '2026-03-01', page: 1 });
    vi.setSystemTime(new Date('2026-03-03T10:00:00Z'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.date).toBe('2026-03-01');
    act(() => result.current.goTo('2026-03-03'));
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.date).toBe('2026-03-04');
  });
});
