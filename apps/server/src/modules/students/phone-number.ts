import { normalisePhone } from '@studydesk/shared/phone';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../platform/errors.ts';
import { officePhoneCountry } from '../settings/office-locale.ts';

/**
 * A typed phone number as it is stored (issue 19): E.164 by the office's phone country, so `01700-000163` and
 * `+880 1700 000163` are one number to the duplicate rule. A number that cannot be dialled is refused, naming `field`.
 */
export async function storedPhone(db: Db | Tx, typed: string, field = 'phoneNumber'): Promise<string> {
  const country = await officePhoneCountry(db);
  const stored = normalisePhone(typed, country);
  if (!stored) {
    throw invalid({
      [field]: `${typed.trim()} is not a phone number: write it as dialled in the office's country (${country}) or with its country code, such as +44 7700 900123`,
    });
  }
  return stored;
}

/**
 * The digits a stored number is compared by (its `phone_key`), for a lookup: the normalised number's, else, when
 * what was typed cannot be a number, its own digits.
 */
export async function phoneKeyOf(db: Db | Tx, typed: string): Promise<string> {
  const stored = normalisePhone(typed, await officePhoneCountry(db));
  return (stored ?? typed).replace(/[^0-9]/g, '');
}

/**
 * The `phone_key` of a whole number typed into a search (the top bar, the possible matches), read by the office's
 * phone country; null when the text has too few digits to be a number, or cannot be one.
 */
export async function searchedPhoneKey(db: Db | Tx, typed: string): Promise<string | null> {
  const text = typed.trim();
  if (text.replace(/\D/g, '').length < 6) return null;
  return normalisePhone(text, await officePhoneCountry(db))?.slice(1) ?? null;
}
