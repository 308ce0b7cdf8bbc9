import { describe, expect, it } from 'vitest';
import { progressIndex } from './status-meta.ts';

describe('progressIndex', () => {
  it('walks the four working statuses in order', () => {
    expect(progressIndex('follow-up')).toBe(0);
    expect(progressIndex('enrolled')).toBe(1);
    expect(progressIndex('application-processing')).toBe(2);
    expect(progressIndex('visa-processing')).toBe(3);
  });
  it('completes every step for both final statuses', () => {
    expect(progressIndex('success')).toBe(5);
    expect(progressIndex('rejected')).toBe(5);
  });
});
