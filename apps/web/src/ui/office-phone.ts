import { formatPhone } from '@studydesk/shared/phone';
import { officePhoneCountry } from './office-phone-country.ts';

/**
 * A stored (E.164) number as the office reads it: a number of the office's phone country (office-phone-country.ts)
 * as dialled there (`01700-000163`), any other with its country code.
 */
export const showPhone = (stored: string) => formatPhone(stored, officePhoneCountry());
