/**
 * The languages of the pages a student sees (issue 16 item 6), without the i18n library: the sign-in page and the
 * tests read the choice without loading i18next.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language when nothing else is known, and the language every text is written in first. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Staff screens keep the spec's English; a Bangla staff interface is this constant and the bn files away. */
export const STAFF_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The locale dates and numbers are written in: British English, and Bangla as written in Bangladesh. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

export const LANGUAGE_STORAGE_KEY = 'studydesk-language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The first of the browser's languages we write in ('bn-BD' → 'bn'), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

/** The language chosen before on this browser, if one was. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | null): Language | null {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, policies); the browser's language then decides.
  }
  return isLanguage(stored) ? stored : null;
}

/** The language chosen before on this browser, else the browser's own. */
export function initialLanguage(storage: Pick<Storage, 'getItem'> | null, preferred: readonly string[]): Language {
  return storedLanguage(storage) ?? browserLanguage(preferred);
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, language: Language) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the choice still holds until the page is left.
  }
}
