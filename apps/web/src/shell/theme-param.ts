import type { MantineColorScheme } from '@mantine/core';

export const COLOR_SCHEME_STORAGE_KEY = 'studydesk-color-scheme';
const ALLOWED = /^[A-Za-z0-9 ]+$/;
const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/**
 * SPEC.md 2.3: the theme may come from a `theme` query parameter made of letters, digits or spaces.
 * Anything else, or a name that is not a colour scheme, is ignored.
 */
export function themeFromParam(value: string | null | undefined): MantineColorScheme | null {
  if (value == null || !ALLOWED.test(value)) return null;
  const name = value.trim().toLowerCase();
  return SCHEMES.find((scheme) => scheme === name) ?? null;
}

/** Stores a valid `?theme=` before Mantine reads the stored scheme, so it is also remembered. */
export function applyThemeParam(search: string, storage: Pick<Storage, 'setItem'>): MantineColorScheme | null {
  const scheme = themeFromParam(new URLSearchParams(search).get('theme'));
  if (scheme) storage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  return scheme;
}
