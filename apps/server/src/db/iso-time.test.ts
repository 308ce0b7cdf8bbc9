import { describe, expect, it } from 'vitest';
import { isoOfText } from './iso-time.ts';

describe('isoOfText', () => {
  it('writes PostgreSQL’s text of a timestamp as Date#toISOString does, whatever its fraction or zone', () => {
    for (const text of [
      '2026-11-30 01:56:07.123456+00',
      '2026-11-30 01:56:07.999999+00',
      '2026-11-30 01:56:07.1+00',
      '2026-11-30 01:56:07.12+00',
      '2026-11-30 01:56:07+00',
      '2026-11-30 23:59:59.5+06',
      '2026-11-30 01:56:07.25-03:30',
      '1999-12-31 23:59:59.0001+00',
    ]) {
      expect(isoOfText(text), text).toBe(new Date(text).toISOString());
    }
  });
});
