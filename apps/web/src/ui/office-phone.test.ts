import { afterEach, describe, expect, it } from 'vitest';
import { showPhone } from './office-phone.ts';
import { setOfficePhoneCountry } from './office-phone-country.ts';

describe('phone numbers as the office reads them (issue 19)', () => {
  afterEach(() => setOfficePhoneCountry('BD'));

  it('shows a number of the office’s country as dialled there, any other with its country code', () => {
    expect(showPhone('+8801700000163')).toBe('01700-000163');
    expect(showPhone('+447911123456')).toBe('+44 7911 123456');
    setOfficePhoneCountry('GB');
    expect(showPhone('+447911123456')).toBe('07911 123456');
    expect(showPhone('+8801700000163')).toBe('+880 1700 000163');
  });

  it('shows what is not a number (an old record kept as typed) as it is', () => {
    expect(showPhone('call me')).toBe('call me');
    expect(showPhone('01700-111222')).toBe('01700-111222');
  });
});
