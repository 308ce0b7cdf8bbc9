import { DatesProvider } from '@mantine/dates';
import {
  DEFAULT_OFFICE_LOCALE,
  DEFAULT_OFFICE_PHONE_COUNTRY,
  type OfficeLocale,
} from '@studydesk/shared/office-locale';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
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
 * What the page was first drawn with: the remembered setting until the office's first answer, then that answer (a
 * failed read leaves the remembered one). Only that first answer redraws the page, once, when it differs from what
 * was remembered, before anything was typed. A later change is the Super Admin's own save on Settings: redrawing then
 * would remount that page and lose what was being typed in its other cards. Nothing there is written in the office's
 * format but the choices' own examples, and every page opened afterwards is drawn with the saved setting.
 */
function useFirstDrawnWith(current: string, answered: boolean): string {
  const [drawn, setDrawn] = useState({ with: current, answered });
  if (answered && !drawn.answered) {
    setDrawn({ with: current, answered: true });
    return current;
  }
  return drawn.with;
}

/**
 * The dates of the areas and of the student's upload page follow the office locale (issue 22): the format helper
 * (ui/dhaka-time.ts) and Mantine's date pickers; phone numbers, the office's phone country
 * (ui/office-phone-country.ts). When the setting first read differs from the one remembered, the page is drawn again
 * once. Not around the sign-in and landing pages, which show no dates: their first load stays small.
 */
export function OfficeDates({ children }: { children: ReactNode }) {
  const setting = useOfficeLocale();
  const locale = setting.data?.locale ?? rememberedLocale();
  const phoneCountry = setting.data?.phoneCountry ?? DEFAULT_OFFICE_PHONE_COUNTRY;
  // Set before the pages below render, so the plain format functions they call already use it.
  setOfficeLocale(locale);
  setOfficePhoneCountry(phoneCountry);
  const drawnWith = useFirstDrawnWith(`${locale} ${phoneCountry}`, !setting.isPending);
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Storage can be blocked; the setting is then read anew on every visit, as it is anyway.
    }
  }, [locale]);
  return (
    <DatesProvider settings={{ locale: 'en', firstDayOfWeek: firstDayOfWeek(locale) }}>
      <Fragment key={drawnWith}>{children}</Fragment>
    </DatesProvider>
  );
}
