import { CURRENCIES } from '@studydesk/shared/money';
import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options.ts';

describe('currencyOptions', () => {
  it('labels each code with its name, so either can be searched for', () => {
    expect(currencyOptions(['EUR', 'BDT'])).toEqual([
      { value: 'EUR', label: 'EUR · Euro' },
      { value: 'BDT', label: 'BDT · Bangladeshi Taka' },
    ]);
  });

  it('offers every ISO 4217 currency once', () => {
    const values = currencyOptions().map((option) => option.value);
    expect(values).toEqual(CURRENCIES);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(['GBP', 'USD', 'JPY', 'KWD']));
  });
});
