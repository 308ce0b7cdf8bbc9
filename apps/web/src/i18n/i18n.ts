import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  initialLanguage,
  LANGUAGES,
  type Language,
  rememberLanguage,
  storedLanguage,
} from './languages.ts';

/**
 * The one i18n library of the web (docs/decisions.md: i18next with react-i18next). Each feature's texts are a
 * namespace in `locales/<language>/<namespace>.json`, fetched the first time a page reads them; a namespace with no
 * file in a language (staff texts have only English so far) falls back to English. Only the pages that read texts
 * import this file, so the sign-in page never loads the library.
 */
const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

function loadNamespace(language: string, namespace: string) {
  const load = NAMESPACE_FILES[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.resolve({});
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const language = initialLanguage(storage(), typeof navigator === 'undefined' ? [] : navigator.languages);

void i18next
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/**
 * Starts loading namespaces before the components that read them render, so a page with several does not fetch
 * them one after another (each would suspend in turn). Called when a page's or layout's module loads.
 */
export function preloadTexts(namespaces: string[]) {
  void i18next.loadNamespaces(namespaces);
}

/** Shows the pages a student sees in `next` from now on, on this browser too. */
export async function chooseLanguage(next: Language) {
  rememberLanguage(storage(), next);
  await i18next.changeLanguage(next);
}

/**
 * Shows the pages in `language` (the one the student chose before, kept by the office) unless this browser has a
 * choice of its own on the switch; not remembered, so the browser still has none.
 */
export function suggestLanguage(language: Language) {
  if (storedLanguage(storage()) === null) void i18next.changeLanguage(language);
}
