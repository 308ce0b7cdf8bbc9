import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from './format.ts';
import './i18n.ts';
import { FALLBACK_LANGUAGE, isLanguage, type Language, STAFF_LANGUAGE } from './languages.ts';

/** Set by the staff areas: their screens are shown in this language whatever a visitor chose. */
const FixedLanguage = createContext<Language | null>(null);

/** The staff areas: the spec's English (a Bangla staff interface is STAFF_LANGUAGE and the bn files away). */
export function StaffLanguage({ children }: { children: ReactNode }) {
  return createElement(FixedLanguage.Provider, { value: STAFF_LANGUAGE }, children);
}

const FIXED: Record<Language, { lng: Language }> = { en: { lng: 'en' }, bn: { lng: 'bn' } };
const CHOSEN = {};

/**
 * A feature's texts (`locales/<language>/<namespace>.json`) with numbers and dates formatted for their language:
 * the chosen language on the pages a student sees, STAFF_LANGUAGE inside a staff area, so a component shared by
 * both follows the page it is on. Suspends until the namespace is loaded (RootLayout holds the boundary).
 */
export function useTexts(namespace: string) {
  const fixed = useContext(FixedLanguage);
  const { t, i18n } = useTranslation(namespace, fixed ? FIXED[fixed] : CHOSEN);
  const chosen = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const language = fixed ?? chosen;
  /** A value's words in this language (a country, a qualification, a message of the API), else `fallback`. */
  const wordFor = (group: string, value: string, fallback = value) => {
    const words: unknown = t(group, { returnObjects: true });
    const found = typeof words === 'object' && words !== null ? (words as Record<string, unknown>)[value] : undefined;
    return typeof found === 'string' ? found : fallback;
  };
  return {
    t,
    language,
    wordFor,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
  };
}
