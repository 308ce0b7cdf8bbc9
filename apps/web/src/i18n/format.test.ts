import { DEFAULT_OFFICE_LOCALE } from '@studydesk/shared/office-locale';
import { afterEach, describe, expect, it } from 'vitest';
import { setOfficeLocale } from '../ui/dhaka-time.ts';
import { formatDate } from './format.ts';

afterEach(() => setOfficeLocale(DEFAULT_OFFICE_LOCALE));

describe("the dates of a student's pages", () => {
  it("are written in English the office's way, day or month first", () => {
    expect(formatDate('2026-03-06', 'en')).toBe('6 March 2026');
    setOfficeLocale('en-US');
    expect(formatDate('2026-03-06', 'en')).toBe('March 6, 2026');
  });

  it('stay Bangla in Bangla, whatever the office writes in English', () => {
    setOfficeLocale('en-US');
    expect(formatDate('2026-03-06', 'bn')).toBe('৬ মার্চ, ২০২৬');
  });
});
