import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from '../../../test/helpers.ts';
import { ledgerWorld } from '../../../test/ledger.ts';

const { app, db } = await testApp();
const { accounts, call } = await ledgerWorld(app, db);

describe('the list of claims', () => {
  it('pages the claims 20 at a time, newest first, counting them all; a page past the end is empty', async () => {
    expect((await call('GET', '/commissions/claims', accounts)).json()).toEqual({
      data: [],
      page: { page: 1, size: 20, total: 0 },
    });
    // 25 claims, each a day older than the one before it
    await db.execute(sql`insert into claims (university_name, currency, total_minor, created_by, created_at)
      select 'Paged University ' || n, 'EUR', 1000 * n, ${accounts.id}, now() - interval '1 day' * n
      from generate_series(1, 25) n`);
    const page = async (n: number) => (await call('GET', `/commissions/claims?page=${n}`, accounts)).json();
    const first = await page(1);
    const second = await page(2);
    expect(first.page).toEqual({ page: 1, size: 20, total: 25 });
    expect(second.page).toEqual({ page: 2, size: 20, total: 25 });
    const names = [...first.data, ...second.data].map((c: { universityName: string }) => c.universityName);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `Paged University ${i + 1}`));
    expect((await page(99)).data).toEqual([]);
    for (const bad of ['0', '-1', 'x', '1.5', '100001'])
      expect((await call('GET', `/commissions/claims?page=${bad}`, accounts)).statusCode, bad).toBe(400);
    // the money roles' list only
    const counselor = await makeEmployee(db, ['Counselor']);
    expect((await call('GET', '/commissions/claims', counselor)).statusCode).toBe(403);
  });
});
