import { DatesProvider } from '@mantine/dates';
import {
  DEFAULT_OFFICE_LOCALE,
  DEFAULT_OFFICE_PHONE_COUNTRY,
  type OfficeLocale,
} from '@studydesk/shared/office-locale';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useOfficeLocale } from '../features/settings/office-locale-query.ts';
import { firstDayOfWeek, isOfficeLocale, setOfficeLocale } from '../ui/dhaka-time.ts';
import { setOfficePhoneCountry } from '../ui/office-phone-country.ts';

const STORAGE_KEY = 'studydesk-office-locale';

/** The locale of the last visit, so the first paint already writes dates the office's way. */
function rememberedLocale(): OfficeLocale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isOfficeLocale(stored) ? stored : DEFAULT_OFFICE_LOCALE;
  } catch {
    return DEFAULT_OFFICE_LOCALE;
  }
}

/**
 * The dates of the areas and of the student's upload page follow the office locale (issue 22): the format helper
 * (ui/dhaka-time.ts) and Mantine's date pickers; phone numbers, the office's phone country (ui/office-phone-country.ts). When the setting differs from the one remembered, the page is
 * drawn again once. Not around the sign-in and landing pages, which show no dates: their first load stays small.
 */
export function OfficeDates({ children }: { children: ReactNode }) {
  const setting = useOfficeLocale();
  const locale = setting.data?.locale ?? rememberedLocale();
  const phoneCountry = setting.data?.phoneCountry ?? DEFAULT_OFFICE_PHONE_COUNTRY;
  // Set before the pages below render, so the plain format functions they call already use it.
  setOfficeLocale(locale);
  setOfficePhoneCountry(phoneCountry);
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Storage can be blocked; the setting is then read anew on every visit, as it is anyway.
    }
  }, [locale]);
  return (
    <DatesProvider settings={{ locale: 'en', firstDayOfWeek: firstDayOfWeek(locale) }}>
      <Fragment key={`${locale} ${phoneCountry}`}>{children}</Fragment>
    </DatesProvider>
  );
}
