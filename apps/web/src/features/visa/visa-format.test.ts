import { describe, expect, it } from 'vitest';
import { PAGES } from '../../page-paths.ts';
import { NO_APPLICANT, visaZipName } from './visa-format.ts';

describe('visa-format', () => {
  it('names the zip as SPEC.md 9 says', () => {
    expect(visaZipName(12345)).toBe('University documents of student - 12345.zip');
  });
  it('falls back to - without an officer', () => {
    const officer = '';
    expect(
      PAGES.universityDocuments.path('Admin Office Visa Section', {
        studentId: 12345,
        counselorId: 'D-003',
        applicantId: officer || NO_APPLICANT,
      }),
    ).toBe('/visa-process/all-university-documents/12345/D-003/-');
  });
});
