import { DEFAULT_OFFICE_PHONE_COUNTRY } from '@studydesk/shared/office-locale';

/**
 * The office's phone country (issue 19), set with the office locale by shell/OfficeDates.tsx before the pages render.
 * Apart from office-phone.ts, which formats with the phone library: the shell sets it without loading that library,
 * which comes with the first page that shows a number.
 */
let country: string = DEFAULT_OFFICE_PHONE_COUNTRY;

export function setOfficePhoneCountry(code: string) {
  country = code;
}

export const officePhoneCountry = () => country;
