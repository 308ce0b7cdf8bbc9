import { describe, expect, it } from 'vitest';
import { isFiltered, queueDownloadPath, queueQuery, START_CONTROLS, sortBy } from './officer-queue.ts';

describe("the officer's queue", () => {
  it('sends only the controls that are set, and always the tab’s statuses', () => {
    expect(queueQuery(START_CONTROLS, ['application-processing'])).toEqual({
      status: ['application-processing'],
      sort: 'daysWaiting',
      order: 'desc',
    });
    const controls = { ...START_CONTROLS, q: '  amina ', applicationStatus: 'none', intake: 'Sep 2027' };
    expect(queueQuery(controls, [])).toEqual({
      q: 'amina',
      status: [],
      applicationStatus: 'none',
      intake: 'Sep 2027',
      sort: 'daysWaiting',
      order: 'desc',
    });
  });
  it('downloads with the same filters and order', () => {
    const controls = {
      ...START_CONTROLS,
      university: 'University of Leeds',
      sort: 'name' as const,
      order: 'asc' as const,
    };
    expect(queueDownloadPath('D-005', controls, ['visa-processing', 'success'])).toBe(
      '/admin-officer/queue/D-005/download?status=visa-processing&status=success&university=University+of+Leeds&sort=name&order=asc',
    );
  });
  it('turns the order round on the same column and starts another in its natural order', () => {
    expect(sortBy(START_CONTROLS, 'daysWaiting')).toMatchObject({ sort: 'daysWaiting', order: 'asc' });
    expect(sortBy(START_CONTROLS, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(sortBy({ ...START_CONTROLS, sort: 'name', order: 'asc' }, 'daysWaiting')).toMatchObject({ order: 'desc' });
  });
  it('knows when a search or filter narrows the queue', () => {
    expect(isFiltered(START_CONTROLS)).toBe(false);
    expect(isFiltered({ ...START_CONTROLS, q: ' ' })).toBe(false);
    expect(isFiltered({ ...START_CONTROLS, intake: 'Jan 2027' })).toBe(true);
  });
});
