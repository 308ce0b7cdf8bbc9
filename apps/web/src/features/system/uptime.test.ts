import { describe, expect, it } from 'vitest';
import { formatUptime } from './uptime.ts';

describe('formatUptime', () => {
  it.each([
    [0, '0 s'],
    [42, '42 s'],
    [125, '2 min 5 s'],
    [7_500, '2 h 5 min'],
    [273_600, '3 d 4 h'],
    [86_400, '1 d'],
  ])('%i seconds reads %s', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });
});
