import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../students/student-filter.ts';
import { visaDocumentsPath, visaListQuery, visaZipName } from './visa-format.ts';

describe('visa-format', () => {
  it('repeats the status for each wanted status', () => {
    expect(visaListQuery(EMPTY_FILTER, ['success', 'rejected'], 2)).toBe('?page=2&status=success&status=rejected');
    expect(visaListQuery({ ...EMPTY_FILTER, fullName: ' Ana ' }, [])).toBe('?fullName=Ana');
    expect(visaListQuery(EMPTY_FILTER, [])).toBe('');
  });
  it('names the zip as SPEC.md 9 says', () => {
    expect(visaZipName(12345)).toBe('University documents of student - 12345.zip');
  });
  it('falls back to - without an officer', () => {
    expect(visaDocumentsPath('/visa-process', 12345, 'D-003', '')).toBe(
      '/visa-process/all-university-documents/12345/D-003/-',
    );
  });
});
