import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** An ISO 3166 country code libphonenumber knows (`BD`, `GB`). */
export type PhoneCountry = CountryCode;

/**
 * The country a number written without a country code belongs to: the office's setting (issue 19), Bangladesh
 * until Super Admin changes it.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BD';

/** Every country libphonenumber knows, as ISO 3166 codes: what the office's phone country may be. */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();

/** A country's calling code: `BD` -> `880`. */
export const callingCode = (country: CountryCode) => getCountryCallingCode(country);

export const isPhoneCountry = (code: string): code is CountryCode => (PHONE_COUNTRIES as string[]).includes(code);

const parse = (raw: string, country: CountryCode) => {
  const parsed = parsePhoneNumberFromString(raw.trim(), country);
  return parsed?.isPossible() ? parsed : undefined;
};

/**
 * How a phone number is stored (issue 19): E.164 (`+8801700000163`), whichever way it was typed
 * (`01700-000163`, `+880 1700 000163`, `008801700000163`); null when it cannot be a number of `country` or of
 * the country code it names.
 */
export function normalisePhone(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  return parse(raw, country)?.number ?? null;
}

/**
 * A stored number as people write it: a number of the office's own country as dialled there (`01700-000163`),
 * any other with its country code (`+44 7700 900123`). Anything that is not a number is shown as it is.
 */
export function formatPhone(stored: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const parsed = parse(stored, country);
  if (!parsed) return stored;
  return parsed.countryCallingCode === callingCode(country) ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * The digits a search for a part of a phone number looks for among stored numbers' digits: its leading zeros (a
 * trunk prefix) left out, so `01700…` as typed finds `+8801700…` as stored.
 */
export const searchDigits = (typed: string) => typed.replace(/\D/g, '').replace(/^0+/, '');

/**
 * A phone number in international digits without the plus (`8801712345678`), as wa.me wants it; null when it is
 * not a possible number.
 */
export function internationalDigits(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  return normalisePhone(raw, country)?.replace(/^\+/, '') ?? null;
}
