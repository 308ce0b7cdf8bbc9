import { withQuery } from '@studydesk/shared/contract';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../page-paths.ts';
import {
  actionLabel,
  changesOf,
  EMPTY_FILTER,
  fieldLabel,
  filterFromSearch,
  filterToQuery,
  filterToSearch,
  formatValue,
  studentHistorySearch,
} from './audit-format.ts';

describe('the trail filter in the address', () => {
  it('keeps only the filled parts and reads them back', () => {
    const filter = { ...EMPTY_FILTER, recordType: 'student', recordId: ' 10023 ', from: '2026-01-01' };
    const search = filterToSearch(filter, 2);
    expect(search.toString()).toBe('recordType=student&recordId=10023&from=2026-01-01&page=2');
    expect(filterFromSearch(search)).toEqual({ ...filter, recordId: '10023' });
    expect(filterToSearch(EMPTY_FILTER).toString()).toBe('');
  });

  it('sends the API the same query as the address holds', () => {
    const filter = { ...EMPTY_FILTER, recordType: 'student', recordId: ' 10023 ', actor: null, to: '2026-02-01' };
    expect(withQuery('/audit', filterToQuery(filter, 2))).toBe(`/audit?${filterToSearch(filter, 2)}`);
    expect(withQuery('/audit', filterToQuery(EMPTY_FILTER))).toBe('/audit');
  });

  it('links a student’s history by its id', () => {
    expect(PAGES.auditTrail.path('Super Admin', {}, studentHistorySearch(10023))).toBe(
      '/super-admin/audit-trail?recordType=student&recordId=10023',
    );
  });
});

describe('changes', () => {
  it('lists only the fields that differ, with their old and new values', () => {
    expect(changesOf({ status: 'applied', note: '' }, { status: 'offer received', note: '' })).toEqual([
      { field: 'Status', key: 'status', before: 'applied', after: 'offer received', added: false },
    ]);
  });

  it('lists the filled fields of a new record, and nothing for an event without values', () => {
    expect(changesOf(null, { fullName: 'Nadia', roles: ['Hr'] }).map((c) => [c.field, c.added])).toEqual([
      ['Full name', true],
      ['Roles', true],
    ]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('words fields, actions and values', () => {
    expect(fieldLabel('phoneNumber')).toBe('Phone number');
    expect(fieldLabel('employee_id')).toBe('Employee ID');
    expect(fieldLabel('courseTitle1')).toBe('Course title 1');
    expect(actionLabel('status-changed')).toBe('Status changed');
    expect(actionLabel('something-new')).toBe('Something new');
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('(empty)');
    expect(formatValue(['admin Officer', 'Counselor'])).toBe('admin Officer, Counselor');
    expect(formatValue(false)).toBe('No');
    expect(formatValue('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(formatValue('2026-06-03T08:05:00.000Z')).toBe('3 Jun 2026, 14:05');
  });
});
