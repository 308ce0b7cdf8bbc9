import { describe, expect, it } from 'vitest';
import { leadViewFromSearch, leadViewToSearch, NO_LEAD_FILTER } from './lead-filter.ts';

describe('Website-Leads in the address', () => {
  it('reads the search, filters, page, size and order, and writes them back the same', () => {
    const search = new URLSearchParams('q=anika&converted=new&country=UK&page=3&size=25&sort=name');
    const view = leadViewFromSearch(search);
    expect(view).toEqual({
      filter: { q: 'anika', converted: 'new', country: 'UK' },
      page: 3,
      size: 25,
      sort: 'name',
    });
    expect(leadViewToSearch(view).toString()).toBe(search.toString());
  });

  it('leaves what it does not understand at the default, and writes nothing for the defaults', () => {
    const view = leadViewFromSearch(new URLSearchParams('converted=maybe&country=Narnia&page=-2&size=7&sort=up'));
    expect(view).toEqual({ filter: NO_LEAD_FILTER, page: 1, size: 10, sort: 'newest' });
    expect(leadViewToSearch(view).toString()).toBe('');
    expect(leadViewFromSearch(new URLSearchParams(`q=${'a'.repeat(300)}`)).filter.q).toHaveLength(120);
  });
});
