import { describe, expect, it } from 'vitest';
import { PAGES } from '../../page-paths.ts';
import { formatDay } from './lead-format.ts';

describe('lead format', () => {
  it('links to the lead detail of the role’s area', () => {
    expect(PAGES.websiteLeadDetails.path('Super Admin', { studentId: 'abc' })).toBe(
      '/super-admin/web-student-details/abc',
    );
    expect(PAGES.websiteLeadDetails.path('Counselor', { studentId: 'abc' })).toBe('/counselor/web-student-details/abc');
  });

  it('shows the office day, and an unreadable date as it came', () => {
    expect(formatDay('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
    expect(formatDay('soon')).toBe('soon');
  });
});
