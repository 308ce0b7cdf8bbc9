import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links.ts';

describe('contact links', () => {
  it('dials the digits, keeping an international +', () => {
    expect(telHref('+880 1711-000 111')).toBe('tel:+8801711000111');
    expect(telHref('(01711) 000-111')).toBe('tel:01711000111');
  });

  it('writes to the address', () => {
    expect(mailtoHref(' nadia@example.com ')).toBe('mailto:nadia@example.com');
  });
});
