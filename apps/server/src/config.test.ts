import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('sizes the database pool at 10 connections, or as DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
  });

  it('refuses a pool size that is not a whole number from 2 to 100, naming the variable', () => {
    for (const wrong of ['0', '1', '101', '4.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/Invalid configuration: DATABASE_POOL_SIZE: /);
    }
  });

  it('says the range of a number set wrong, and takes a variable set empty as not set', () => {
    for (const wrong of ['abc', '-1', '70000', '3e3']) {
      expect(() => loadConfig({ PORT: wrong })).toThrow('Invalid configuration: PORT: a whole number from 0 to 65535');
    }
    expect(loadConfig({ PORT: ' 8080 ' }).PORT).toBe(8080);
    const empty = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '' });
    expect([empty.PORT, empty.DATABASE_URL, empty.SMTP_URL]).toEqual([3000, undefined, undefined]);
  });
});
