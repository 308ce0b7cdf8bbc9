import { describe, expect, it } from 'vitest';
import { quantity, were } from './quantity.ts';

describe('a quantity in a message', () => {
  it('says one thing in the singular and any other number in the plural, thousands grouped', () => {
    expect(`${quantity(1, 'student')} ${were(1)}`).toBe('1 student was');
    expect(`${quantity(0, 'student')} ${were(0)}`).toBe('0 students were');
    expect(`${quantity(11000, 'student')} ${were(11000)}`).toBe('11,000 students were');
    expect(quantity(1_000_000, 'visa file')).toBe('1,000,000 visa files');
  });
});
