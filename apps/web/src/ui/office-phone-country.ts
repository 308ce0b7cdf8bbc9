import { DEFAULT_OFFICE_PHONE_COUNTRY } from '@studydesk/shared/office-locale';
import type { PhoneCountry } from '@studydesk/shared/phone';

/**
 * The office's phone country (issue 19), set with the office locale by shell/OfficeDates.tsx before the pages render.
 * Apart from office-phone.ts, which formats with the phone library: the shell sets it without loading that library
 * (the import above is of a type only), which comes with the first page that shows a number.
 */
let country = DEFAULT_OFFICE_PHONE_COUNTRY as PhoneCountry;

export function setOfficePhoneCountry(code: string) {
  country = code as PhoneCountry;
}

export const officePhoneCountry = () => country;
