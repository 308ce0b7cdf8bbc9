import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDraftFilter } from './draft-filter.ts';

type Filter = { name: string; from: string };

function setup(initial: Filter) {
  const onApply = vi.fn();
  const hook = renderHook(({ applied }) => useDraftFilter(applied, onApply), { initialProps: { applied: initial } });
  return { ...hook, onApply };
}

describe('useDraftFilter', () => {
  it('keeps what was typed after Filter when the address catches up late with what was applied', () => {
    const { result, rerender, onApply } = setup({ name: '', from: '' });
    act(() => result.current.setDraft({ name: 'rahim', from: '' }));
    act(() => result.current.apply(result.current.draft));
    expect(onApply).toHaveBeenCalledWith({ name: 'rahim', from: '' });
    act(() => result.current.setDraft({ name: 'rahim', from: '2001-01-01' }));
    rerender({ applied: { name: 'rahim', from: '' } });
    expect(result.current.draft).toEqual({ name: 'rahim', from: '2001-01-01' });
  });

  it('starts again from the address when it changes from elsewhere', () => {
    const { result, rerender } = setup({ name: 'rahim', from: '' });
    act(() => result.current.setDraft({ name: 'rahim', from: '2001-01-01' }));
    rerender({ applied: { name: '', from: '' } });
    expect(result.current.draft).toEqual({ name: '', from: '' });
  });
});
