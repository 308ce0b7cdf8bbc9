import { describe, expect, it } from 'vitest';
import { hasAppPageBefore } from './back-in-app.ts';

describe('hasAppPageBefore', () => {
  it('is true only after the first entry of this visit', () => {
    expect(hasAppPageBefore({ usr: null, key: 'a', idx: 2 })).toBe(true);
    expect(hasAppPageBefore({ usr: null, key: 'default', idx: 0 })).toBe(false);
    expect(hasAppPageBefore(null)).toBe(false);
    expect(hasAppPageBefore({ idx: '3' })).toBe(false);
  });
});
