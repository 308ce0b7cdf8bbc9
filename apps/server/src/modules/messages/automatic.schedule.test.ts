import { describe, expect, it } from 'vitest';
import { MISSING_DOCUMENTS_SCHEDULE } from './automatic.reminders.ts';

/** The UTC hours a cron schedule's hour field names (`*`, `3-15`, `3,9`). */
function utcHours(schedule: string) {
  const field = schedule.split(' ')[1] ?? '';
  if (field === '*') return Array.from({ length: 24 }, (_, h) => h);
  return field.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

describe('the missing-documents reminders', () => {
  it('are swept in the office’s waking hours only, 09:00 to 21:00 in Dhaka, each of them', () => {
    const dhakaHours = utcHours(MISSING_DOCUMENTS_SCHEDULE).map((h) => (h + 6) % 24);
    expect(dhakaHours).toEqual(Array.from({ length: 13 }, (_, i) => 9 + i));
  });
});
