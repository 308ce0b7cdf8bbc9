import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, toLatinDigits } from './format.ts';
import { browserLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from './languages.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the language of the pages a student sees', () => {
  it("follows the browser's first language we write in", () => {
    expect(browserLanguage(['bn-BD', 'en-US'])).toBe('bn');
    expect(browserLanguage(['BN'])).toBe('bn');
    expect(browserLanguage(['fr-FR', 'en-GB', 'bn'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'bn-IN'])).toBe('bn');
  });

  it('is English when the browser names no language we write in', () => {
    expect(browserLanguage(['fr-FR', 'hi'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("is the one chosen before on this browser, over the browser's", () => {
    const storage = memoryStorage();
    rememberLanguage(storage, 'en');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(initialLanguage(storage, ['bn-BD'])).toBe('en');
    rememberLanguage(storage, 'bn');
    expect(initialLanguage(storage, ['en-GB'])).toBe('bn');
  });

  it('ignores a stored value that is no language and storage that is blocked', () => {
    expect(initialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' }), ['bn-BD'])).toBe('bn');
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(initialLanguage(blocked, ['bn-BD'])).toBe('bn');
    expect(() => rememberLanguage(blocked, 'en')).not.toThrow();
    expect(initialLanguage(null, [])).toBe('en');
  });
});

describe('numbers and dates in the chosen language', () => {
  it('writes numbers with Bangla digits in Bangla and British grouping in English', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(25, 'bn')).toBe('২৫');
  });

  it('writes dates in Bangla or British English, as the office day in Dhaka', () => {
    expect(formatDate('2026-03-06', 'en')).toBe('6 March 2026');
    expect(formatDate('2026-03-06', 'bn')).toBe('৬ মার্চ, ২০২৬');
    // 20:30 UTC on 5 March is already 6 March in Dhaka
    expect(formatDate(new Date('2026-03-05T20:30:00Z'), 'en')).toBe('6 March 2026');
  });

  it('reads Bangla digits typed into a field as the digits the API checks', () => {
    expect(toLatinDigits('৬.৫')).toBe('6.5');
    expect(toLatinDigits('+৮৮০ ১৭১১-০০০০০০')).toBe('+880 1711-000000');
    expect(toLatinDigits('6.5')).toBe('6.5');
  });

  it('shows text that is no date as it is', () => {
    expect(formatDate('soon', 'bn')).toBe('soon');
  });
});
