import { describe, expect, it } from 'vitest';
import { dayLabel, outcomeFormData, outcomeStart, visaDocumentsPath, visaZipName } from './visa-format.ts';

describe('visa-format', () => {
  it('names the zip as SPEC.md 9 says', () => {
    expect(visaZipName(12345)).toBe('University documents of student - 12345.zip');
  });
  it('opens the university documents with the officer, or - without one', () => {
    expect(visaDocumentsPath(12345, 'D-003', 'A-007')).toBe('/visa-process/all-university-documents/12345/D-003/A-007');
    expect(visaDocumentsPath(12345, 'D-003', undefined)).toBe('/visa-process/all-university-documents/12345/D-003/-');
    expect(visaDocumentsPath(12345, 'D-003', '')).toBe('/visa-process/all-university-documents/12345/D-003/-');
  });
});

describe('the visa outcome form', () => {
  const latest = {
    _id: 'd1',
    status: 'rejected' as const,
    decidedOn: '2026-03-09',
    reference: 'UKVI-1',
    refusalReason: 'Funds',
    letter: null,
    letterName: null,
    decidedBy: 'Vera Visa',
    recordedAt: '2026-03-09T10:00:00.000Z',
    correction: false,
  };
  it('starts a first outcome empty and a correction from the outcome it corrects', () => {
    expect(outcomeStart('success', undefined)).toEqual({
      status: 'success',
      decidedOn: '',
      reference: '',
      refusalReason: '',
    });
    expect(outcomeStart('success', latest)).toEqual({
      status: 'success',
      decidedOn: '2026-03-09',
      reference: 'UKVI-1',
      refusalReason: 'Funds',
    });
  });
  it('sends a refusal reason only for a refusal, and the letter last', () => {
    const letter = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    const body = outcomeFormData(
      { status: 'success', decidedOn: '2026-03-09', reference: ' V-1 ', refusalReason: 'left over' },
      letter,
    );
    expect([...body.keys()]).toEqual(['status', 'decidedOn', 'reference', 'refusalReason', 'letter']);
    expect(body.get('refusalReason')).toBe('');
    expect(body.get('reference')).toBe('V-1');
  });
  it('shows a day as the office reads it', () => {
    expect(dayLabel('2026-03-09')).toBe('9 Mar 2026');
  });
});
