import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageAfterRemoving, pagingQuery, useListAddress } from './list-address.ts';

describe('a list page after a row went away', () => {
  it('steps back a page when the last row of a later page goes', () => {
    expect(pageAfterRemoving(3, 1)).toBe(2);
    expect(pageAfterRemoving(3, 2)).toBe(3);
    expect(pageAfterRemoving(1, 1)).toBe(1);
  });
});

describe('the page in a list call', () => {
  it('sends the page, and the size and order only when not the server’s defaults', () => {
    expect(pagingQuery({ page: 1, size: 10, sort: 'newest' })).toEqual({ page: 1 });
    expect(pagingQuery({ page: 2, size: 50, sort: 'oldest' })).toEqual({ page: 2, pageSize: 50, sort: 'oldest' });
  });
});

describe("a list's view in the address", () => {
  type View = { q: string; size: string };
  const read = (search: URLSearchParams): View => ({ q: search.get('q') ?? '', size: search.get('size') ?? '' });
  const write = (view: View) => new URLSearchParams(Object.entries(view).filter(([, value]) => value));
  const wrapper = ({ children }: { children: ReactNode }) => createElement(BrowserRouter, null, children);

  it('changes a part from the address as it is now, though the page has not rendered the last change yet', () => {
    window.history.replaceState(null, '', '/list');
    const { result } = renderHook(() => useListAddress(read, write), { wrapper });
    // A new page size, and the search's pause ending before the page renders it: both stay.
    act(() => {
      result.current.show({ size: '25' });
      result.current.show({ q: 'a' });
    });
    expect(window.location.search).toBe('?q=a&size=25');
    expect(result.current.view).toEqual({ q: 'a', size: '25' });
  });

  it("writes the view in place of the address in the history when asked to (a report's tabs and filters)", () => {
    window.history.replaceState(null, '', '/reports');
    const before = window.history.length;
    const { result } = renderHook(() => useListAddress(read, write, { replace: true }), { wrapper });
    act(() => result.current.show({ q: 'b' }));
    expect(window.location.search).toBe('?q=b');
    expect(window.history.length).toBe(before);
    const pushed = renderHook(() => useListAddress(read, write), { wrapper });
    act(() => pushed.result.current.show({ size: '50' }));
    expect(window.history.length).toBe(before + 1);
  });
});
