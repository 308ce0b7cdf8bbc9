import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { choiceErrors, initialChoices, previewCounts, sampleOf } from './import-form.ts';

describe('the import form', () => {
  it('starts from the guessed fields, counselors in turn and possible duplicates skipped', () => {
    expect(initialChoices({ guesses: ['fullName', null, 'phoneNumber'] })).toEqual({
      mapping: ['fullName', null, 'phoneNumber'],
      counselor: 'auto',
      duplicates: 'skip',
      choices: {},
    });
  });

  it("shows the server's refusal next to the column, above the columns or at the counselor", () => {
    const refused = new ApiError(400, 'VALIDATION', 'Some fields are not valid.', {
      'mapping.2': 'Phone number is already filled by column 2: map each field once',
      mapping: 'Choose the column that holds Full name',
      counselor: 'Choose a counselor',
    });
    expect(choiceErrors(refused)).toEqual({
      columns: { 2: 'Phone number is already filled by column 2: map each field once' },
      mapping: 'Choose the column that holds Full name',
      counselor: 'Choose a counselor',
      other: null,
    });
  });

  it('tells a failure that names no field by its message', () => {
    expect(choiceErrors(new ApiError(409, 'IMPORT_STATE', 'This import has already been started.')).other).toBe(
      'This import has already been started.',
    );
    expect(choiceErrors(null).other).toBeNull();
  });

  it('counts the preview by what would happen to each row', () => {
    const row = (verdict: 'ok' | 'duplicate' | 'error') => ({ row: 2, values: {}, verdict, problems: [], match: null });
    expect(previewCounts([row('ok'), row('ok'), row('error'), row('duplicate')])).toEqual({
      ok: 2,
      duplicate: 1,
      error: 1,
    });
  });

  it('samples the filled values of a column', () => {
    const sample = [
      ['Rahim', ''],
      ['', ' 017 '],
      ['Karim', '018'],
    ];
    expect(sampleOf({ sample }, 0)).toEqual(['Rahim', 'Karim']);
    expect(sampleOf({ sample }, 1)).toEqual(['017', '018']);
    expect(sampleOf({ sample }, 5)).toEqual([]);
  });
});
