import type { Student } from '@studydesk/shared/students';
import { describe, expect, it } from 'vitest';
import { defaultTakes, differingFields } from './merge-fields.ts';

const student = (fields: Partial<Record<string, string>>) =>
  ({ fullName: 'Rahim Uddin', email: 'r@example.com', phoneNumber: '+8801711000001', ...fields }) as unknown as Student;

describe('the merge comparison', () => {
  it('lists only the fields that differ, ignoring spaces around', () => {
    const keep = student({ city: 'Dhaka', dob: '' });
    const other = student({ city: 'Sylhet ', dob: '2004-02-01', email: ' r@example.com ' });
    expect(differingFields(keep, other)).toEqual(['dob', 'city']);
  });

  it('takes by default what the kept student leaves empty, never what it has', () => {
    const keep = student({ city: 'Dhaka', dob: '' });
    const other = student({ city: 'Sylhet', dob: '2004-02-01' });
    expect(defaultTakes(keep, other)).toEqual(['dob']);
  });
});
