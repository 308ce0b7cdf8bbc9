import { withQuery } from '@studydesk/shared/contract';
import { describe, expect, it } from 'vitest';
import { employeeListQuery, employeeViewFromSearch, employeeViewToSearch } from './employee-list-view.ts';

describe('the staff directory in the address', () => {
  it('reads the search, filters, page, size and order, and writes them back the same', () => {
    const search = new URLSearchParams('q=nus&role=Counselor&includeInactive=true&page=2&size=50&sort=newest');
    const view = employeeViewFromSearch(search);
    expect(view).toEqual({
      filter: { q: 'nus', role: 'Counselor', includeInactive: true },
      page: 2,
      size: 50,
      sort: 'newest',
    });
    expect(employeeViewToSearch(view).toString()).toBe(search.toString());
  });

  it('is by name, ten a page, by default, and leaves out what it does not understand', () => {
    const view = employeeViewFromSearch(new URLSearchParams('role=King&includeInactive=yes&sort=salary'));
    expect(view).toEqual({ filter: { q: '', role: null, includeInactive: false }, page: 1, size: 10, sort: 'name' });
    expect(employeeViewToSearch(view).toString()).toBe('');
  });

  it('sends only the filled filters, with the page and its size, and the order where it is not by name', () => {
    const search = (query: Record<string, unknown>) => withQuery('', query);
    expect(search(employeeListQuery(employeeViewFromSearch(new URLSearchParams('q=++'))))).toBe('?page=1&pageSize=10');
    expect(
      search(
        employeeListQuery(
          employeeViewFromSearch(new URLSearchParams('q=nus&role=Counselor&includeInactive=true&page=2&sort=oldest')),
        ),
      ),
    ).toBe('?q=nus&role=Counselor&includeInactive=true&page=2&pageSize=10&sort=oldest');
  });
});
