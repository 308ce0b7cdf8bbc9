import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';

const { pool } = await testApp();

describe("the pool's connections", () => {
  it('plan generically from the first statement, each new one with its settings answered before it is handed out', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
        expect(rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
