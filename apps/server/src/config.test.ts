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
});
