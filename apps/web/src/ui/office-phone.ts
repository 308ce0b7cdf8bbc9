import { DEFAULT_OFFICE_PHONE_COUNTRY } from '@studydesk/shared/office-locale';
import { formatPhone, type PhoneCountry } from '@studydesk/shared/phone';

/**
 * The office's phone country (issue 19), set with the office locale by shell/OfficeDates.tsx before the pages render:
 * a number of that country is shown as dialled there (`01700-000163`), any other with its country code.
 */
let officePhoneCountry = DEFAULT_OFFICE_PHONE_COUNTRY as PhoneCountry;

export function setOfficePhoneCountry(country: string) {
  officePhoneCountry = country as PhoneCountry;
}

/** A stored (E.164) number as the office reads it. */
export const showPhone = (stored: string) => formatPhone(stored, officePhoneCountry);
