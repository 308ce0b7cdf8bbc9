import { describe, expect, it } from 'vitest';
import { pageAfterRemoving, pagingQuery } from './list-address.ts';

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
