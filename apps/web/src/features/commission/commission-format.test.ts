import { withQuery } from '@studydesk/shared/contract';
import { describe, expect, it } from 'vitest';
import { commissionQuery, shortLink } from './commission-format.ts';

describe('commission-format', () => {
  it('shortens long links and says N/A for none', () => {
    expect(shortLink('https://example.com/apply')).toBe('https://exam…');
    expect(shortLink('short')).toBe('short');
    expect(shortLink('')).toBe('N/A');
  });
  it('sends only the filled filters', () => {
    expect(withQuery('', commissionQuery({ b2b: ' Agent_X ', intake: '' }))).toBe('?b2b=Agent_X');
    expect(withQuery('', commissionQuery({ b2b: '', intake: '  ' }))).toBe('');
  });
});
