import { describe, expect, it } from 'vitest';
import { visaDocumentsPath, visaZipName } from './visa-format.ts';

describe('visa-format', () => {
  it('names the zip as SPEC.md 9 says', () => {
    expect(visaZipName(12345)).toBe('University documents of student - 12345.zip');
  });
  it('falls back to - without an officer', () => {
    expect(visaDocumentsPath('/visa-process', 12345, 'D-003', '')).toBe(
      '/visa-process/all-university-documents/12345/D-003/-',
    );
  });
});
