/**
 * How the office writes dates (issue 22) and which country a phone number without a country code is of (issue 19): every date picker and every date shown follows one setting of Super
 * Admin's. `en-GB` writes the day first (24/11/2026, 24 Nov 2026), `en-US` the month first (11/24/2026, Nov 24,
 * 2026). Free of zod: the web reads the setting on its first page, before it loads zod (office-locale-schema.ts
 * has the schema).
 */
export const OFFICE_LOCALES = ['en-GB', 'en-US'] as const;
export type OfficeLocale = (typeof OFFICE_LOCALES)[number];
export const DEFAULT_OFFICE_LOCALE: OfficeLocale = 'en-GB';

export const OFFICE_LOCALE_LABELS: Record<OfficeLocale, string> = {
  'en-GB': 'Day first (24/11/2026)',
  'en-US': 'Month first (11/24/2026)',
};

/** Bangladesh, as `phone.ts` says (that file brings libphonenumber, which the first page does without). */
export const DEFAULT_OFFICE_PHONE_COUNTRY = 'BD';

/** `phoneCountry`: an ISO 3166 code, such as `BD` or `GB`. */
export type OfficeLocaleSetting = { locale: OfficeLocale; phoneCountry: string };
