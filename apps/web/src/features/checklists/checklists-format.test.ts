import { describe, expect, it } from 'vitest';
import { newItemKey } from './checklists-format.ts';

describe('newItemKey', () => {
  it('makes a key of letters and digits from the name, unused so far', () => {
    expect(newItemKey('Police clearance certificate', new Set())).toBe('policeClearanceCertificate');
    expect(newItemKey('CV', new Set(['cv']))).toBe('cv2');
    expect(newItemKey('CV', new Set(['cv', 'cv2']))).toBe('cv3');
    expect(newItemKey('2nd sponsor’s letter', new Set())).toBe('document2ndSponsorSLetter');
    expect(newItemKey('পাসপোর্ট', new Set())).toBe('document');
  });
});
