import { describe, expect, it } from 'vitest';
import { formatOfficeDateTime } from '../../../../ui/dhaka-time.ts';
import { canWriteAdvices, documentsPath, formatAddress } from './details-format.ts';

describe('formatOfficeDateTime', () => {
  it('shows the Dhaka wall clock on 24 hours', () => {
    expect(formatOfficeDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 00:30');
  });
});

describe('formatAddress', () => {
  it('skips empty parts', () => {
    expect(formatAddress({ street: '', city: 'Dhaka', postalCode: '1207', country: 'Bangladesh' })).toBe(
      'Dhaka, 1207, Bangladesh',
    );
  });
});

describe('canWriteAdvices', () => {
  it('lets a Counselor write only the first advices', () => {
    expect(canWriteAdvices('Counselor', { advices: '' })).toBe(true);
    expect(canWriteAdvices('Counselor', { advices: '1. Take IELTS' })).toBe(false);
  });
  it('lets the Super Admin always write and nobody else', () => {
    expect(canWriteAdvices('Super Admin', { advices: '1. Take IELTS' })).toBe(true);
    expect(canWriteAdvices('receptionist', { advices: '' })).toBe(false);
  });
});

describe('documentsPath', () => {
  it('goes to the documents page of the area, or nowhere for the receptionist', () => {
    expect(documentsPath('Super Admin', 12345, 'D-003')).toBe('/super-admin/student-documents/12345/D-003');
    expect(documentsPath('Counselor', 12345, 'D-003')).toBe('/counselor/student-documents/12345/D-003');
    expect(documentsPath('receptionist', 12345, 'D-003')).toBeNull();
  });
});
