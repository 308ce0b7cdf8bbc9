import { z } from 'zod';
import { OFFICE_LOCALES } from './office-locale.ts';

export const officeLocaleSchema = z.object({
  locale: z.enum(OFFICE_LOCALES, { error: `Choose one of ${OFFICE_LOCALES.join(', ')}` }),
});
