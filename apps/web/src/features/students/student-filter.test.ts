import { withQuery } from '@studydesk/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  downloadPath,
  EMPTY_FILTER,
  filterQuery,
  formatAddress,
  officeDay,
  viewFromSearch,
  viewToSearch,
} from './student-filter.ts';

/** The query string a call sends for this query (withQuery leaves the empty values out). */
const sent = (query: Record<string, unknown>) => withQuery('', query);
/** The second page of a list at its default size and order. */
const PAGE_2 = { page: 2, size: 10, sort: 'newest' } as const;

describe('filterQuery', () => {
  it('sends nothing for an empty filter, so the server defaults the end date to tomorrow', () => {
    expect(sent(filterQuery(EMPTY_FILTER))).toBe('');
  });

  it('sends only the filled values, trimming the name, plus the page', () => {
    const query = filterQuery(
      { status: 'enrolled', fullName: '  Rahim Uddin ', startDate: '2025-01-01', endDate: '' },
      undefined,
      PAGE_2,
    );
    expect(sent(query)).toBe('?startDate=2025-01-01&fullName=Rahim+Uddin&status=enrolled&page=2');
  });

  it('repeats a list’s fixed statuses instead of the filter’s one', () => {
    expect(sent(filterQuery({ ...EMPTY_FILTER, status: 'enrolled' }, ['success', 'rejected'], PAGE_2))).toBe(
      '?status=success&status=rejected&page=2',
    );
    expect(sent(filterQuery({ ...EMPTY_FILTER, fullName: ' Ana ', status: 'enrolled' }, []))).toBe('?fullName=Ana');
  });

  it('leaves a blank name out', () => {
    expect(sent(filterQuery({ ...EMPTY_FILTER, fullName: '   ', endDate: '2025-02-01' }))).toBe('?endDate=2025-02-01');
  });
});

describe('downloadPath', () => {
  const counselor = { kind: 'counselor', employeeId: 'D-003' } as const;
  it('uses the all-students export or the counselor-scoped one, with the filter', () => {
    expect(downloadPath({ kind: 'all' }, EMPTY_FILTER)).toBe('/utilities/download-leads');
    expect(downloadPath(counselor, { ...EMPTY_FILTER, fullName: 'a&b' })).toBe(
      '/utilities/download-leads/D-003?fullName=a%26b',
    );
    expect(downloadPath({ kind: 'all' }, { ...EMPTY_FILTER, status: 'enrolled' }, ['success'])).toBe(
      '/utilities/download-leads?status=success',
    );
  });

  it('asks for the list’s own order, the newest first being the default', () => {
    expect(downloadPath(counselor, EMPTY_FILTER, undefined, 'name')).toBe('/utilities/download-leads/D-003?sort=name');
    expect(downloadPath(counselor, EMPTY_FILTER, undefined, 'newest')).toBe('/utilities/download-leads/D-003');
  });
});

describe('formatAddress', () => {
  it('joins street, city and country and skips empty parts', () => {
    expect(formatAddress({ street: '12 Lake Rd', city: 'Dhaka', country: 'Bangladesh' })).toBe(
      '12 Lake Rd, Dhaka, Bangladesh',
    );
    expect(formatAddress({ street: ' ', city: '', country: 'Bangladesh' })).toBe('Bangladesh');
  });
});

describe('officeDay', () => {
  it('is the Asia/Dhaka day (UTC+6), not the UTC one', () => {
    expect(officeDay(new Date('2025-03-09T19:30:00Z'))).toBe('2025-03-10');
    expect(officeDay(new Date('2025-03-09T17:30:00Z'))).toBe('2025-03-09');
  });
});

describe('a list in its address (issue 19)', () => {
  it('reads back what it wrote, leaving the defaults out', () => {
    const view = {
      filter: { status: 'enrolled' as const, fullName: 'Rahim', startDate: '2026-01-01', endDate: '2026-02-01' },
      page: 3,
      size: 50,
      sort: 'name' as const,
    };
    const search = viewToSearch(view);
    expect(search.toString()).toBe(
      'status=enrolled&fullName=Rahim&startDate=2026-01-01&endDate=2026-02-01&page=3&size=50&sort=name',
    );
    expect(viewFromSearch(search)).toEqual(view);
    expect(viewToSearch({ filter: EMPTY_FILTER, page: 1, size: 10, sort: 'newest' }).toString()).toBe('');
  });

  it('leaves what it does not understand at its default', () => {
    expect(viewFromSearch(new URLSearchParams('status=lost&startDate=yesterday&page=-4&size=7&sort=phone'))).toEqual({
      filter: EMPTY_FILTER,
      page: 1,
      size: 10,
      sort: 'newest',
    });
  });

  it('asks the server for the chosen page size and order', () => {
    expect(sent(filterQuery(EMPTY_FILTER, undefined, { page: 2, size: 25, sort: 'oldest' }))).toBe(
      '?page=2&pageSize=25&sort=oldest',
    );
  });
});
