import { describe, expect, it } from 'vitest';
import { formatDhakaDate, formatDhakaTime } from './dhaka-time.ts';

describe('Asia/Dhaka clock', () => {
  it('shows the time six hours ahead of UTC on a 24-hour clock', () => {
    expect(formatDhakaTime(new Date('2026-03-05T15:04:05Z'))).toBe('21:04:05');
  });

  it('rolls the date over at Dhaka midnight, not UTC midnight', () => {
    const text = formatDhakaDate(new Date('2026-03-05T18:30:00Z'));
    expect(text).toContain('Friday');
    expect(text).toContain('6 March 2026');
  });
});
