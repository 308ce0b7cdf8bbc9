import { withQuery } from '@studydesk/shared/contract';
import { describe, expect, it } from 'vitest';
import { archivedQuery, archivedViewFromSearch, archivedViewToSearch } from './archived-list-view.ts';

describe('ReCycle Students in the address', () => {
  it('reads the name, page and size, and writes them back the same', () => {
    const search = new URLSearchParams('fullName=rah&page=3&size=25');
    const view = archivedViewFromSearch(search);
    expect(view).toEqual({ filter: { q: 'rah' }, page: 3, size: 25 });
    expect(archivedViewToSearch(view).toString()).toBe(search.toString());
  });

  it('is the first page of ten by default, and leaves out what it does not understand', () => {
    const view = archivedViewFromSearch(new URLSearchParams('page=-2&size=7&sort=oldest'));
    expect(view).toEqual({ filter: { q: '' }, page: 1, size: 10 });
    expect(archivedViewToSearch(view).toString()).toBe('');
    expect(archivedViewToSearch({ ...view, filter: { q: '  ' } }).toString()).toBe('');
  });

  it('sends the name only when there is one, and the size only when not the spec’s', () => {
    const sent = (address: string) =>
      withQuery('', archivedQuery(archivedViewFromSearch(new URLSearchParams(address))));
    expect(sent('')).toBe('?page=1');
    expect(sent('fullName=+100%25+&page=2&size=50')).toBe('?fullName=100%25&page=2&pageSize=50');
  });
});
