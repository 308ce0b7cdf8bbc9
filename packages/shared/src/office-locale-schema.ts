import { z } from 'zod';
import { OFFICE_LOCALES } from './office-locale.ts';
import { isPhoneCountry } from './phone.ts';

export const officeLocaleSchema = z.object({
  locale: z.enum(OFFICE_LOCALES, { error: `Choose one of ${OFFICE_LOCALES.join(', ')}` }),
  phoneCountry: z.string().refine(isPhoneCountry, 'Choose a country, by its ISO 3166 code such as BD or GB'),
});

/** A change: either part, or both; what is left out stays as it is. */
export const saveOfficeLocaleSchema = officeLocaleSchema
  .partial()
  .refine((change) => change.locale !== undefined || change.phoneCountry !== undefined, {
    error: 'Send the locale, the phone country or both',
    path: ['locale'],
  });
