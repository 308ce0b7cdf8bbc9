import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;

interface Answer {
  data: { student: { fullName: string; studentId: number }; removedFromEmployee: { name: string } | null }[];
  page: { number: number; size: number; hasNext: boolean; total: { count: number; exact: boolean } };
}

/**
 * 25 archived students, one a minute, "Archived 1" the oldest removed; 5 more archived at one moment (an undone
 * import); a "100% Sure" and a "Percy" whose names a `%` must tell apart; and live students the list never shows.
 */
beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Rima Counselor' });
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_by,
      archived_at, archived_by, removed_from)
    select 'Archived ' || n, 'archived' || n || '@example.com', '+88015' || lpad(n::text, 8, '0'), '{}',
      ${counselor.id}, ${counselor.id}, now() - interval '1 hour' + interval '1 minute' * n, ${admin.id}, ${counselor.id}
    from generate_series(1, 25) n`);
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_by,
      archived_at, archived_by, removed_from)
    select 'Undone Import ' || n, 'undone' || n || '@example.com', '+88016' || lpad(n::text, 8, '0'), '{}',
      ${counselor.id}, ${counselor.id}, now() - interval '2 hours', ${admin.id}, ${counselor.id}
    from generate_series(1, 5) n`);
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_by, archived_at)
    values ('100% Sure', 'sure@example.com', '+8801800000001', '{}', ${counselor.id}, ${counselor.id},
        now() - interval '3 hours'),
      ('Percy Archived', 'percy@example.com', '+8801800000002', '{}', ${counselor.id}, ${counselor.id},
        now() - interval '3 hours'),
      ('Archived Alive', 'alive@example.com', '+8801800000003', '{}', ${counselor.id}, ${counselor.id}, null)`);
});

const get = (query: string, who = admin) =>
  app.inject({ method: 'GET', url: `/api/v1/utilities/archived-students${query}`, headers: { cookie: who.cookie } });

async function listed(query: string): Promise<Answer> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (answer: Answer) => answer.data.map((e) => e.student.fullName);

describe('ReCycle Students, a page at a time', () => {
  it('answers the spec’s first 10, the latest removed first, with who removed it from whose list', async () => {
    const answer = await listed('');
    expect(names(answer)).toEqual(Array.from({ length: 10 }, (_, i) => `Archived ${25 - i}`));
    expect(answer.data[0]?.removedFromEmployee).toMatchObject({ name: 'Rima Counselor' });
    expect(answer.page).toEqual({ number: 1, size: 10, hasNext: true, total: { count: 32, exact: true } });
  });

  it('pages every archived student once, those archived at one moment in a fixed order', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await listed(`?page=${page}&pageSize=7`);
      expect(answer.page).toMatchObject({ number: page, size: 7 });
      seen.push(...names(answer));
      if (!answer.page.hasNext) break;
    }
    expect(seen).toHaveLength(32);
    expect(new Set(seen).size).toBe(32);
    expect(seen.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => `Archived ${25 - i}`));
    expect(seen).not.toContain('Archived Alive');
    const undone = await listed('?fullName=undone&pageSize=2');
    const again = await listed('?fullName=undone&pageSize=2');
    expect(names(again)).toEqual(names(undone));
    const next = await listed('?fullName=undone&pageSize=2&page=2');
    expect(names(next).some((n) => names(undone).includes(n))).toBe(false);
    expect(await listed('?page=100')).toMatchObject({ data: [], page: { number: 100, hasNext: false } });
  });

  it('searches a part of the name in any case, a `%` or `_` literally', async () => {
    const archived2 = await listed('?fullName=ARCHIVED%202');
    expect(names(archived2)).toEqual([
      'Archived 25',
      'Archived 24',
      'Archived 23',
      'Archived 22',
      'Archived 21',
      'Archived 20',
      'Archived 2',
    ]);
    expect(archived2.page.total).toEqual({ count: 7, exact: true });
    expect(names(await listed(`?fullName=${encodeURIComponent('100%')}`))).toEqual(['100% Sure']);
    expect(names(await listed(`?fullName=${encodeURIComponent('%')}`))).toEqual(['100% Sure']);
    expect(names(await listed(`?fullName=${encodeURIComponent('r_y')}`))).toEqual([]);
    expect(await listed('?fullName=nobody')).toMatchObject({ data: [], page: { hasNext: false, total: { count: 0 } } });
    expect((await listed('?fullName=%20%20')).page.total.count).toBe(32);
  });

  it('is the Super Admin’s only', async () => {
    for (const roles of [['Counselor'], ['receptionist'], ['admin Officer'], ['Hr']] as const) {
      const who = await makeEmployee(db, [...roles]);
      expect((await get('', who)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/utilities/archived-students' })).statusCode).toBe(401);
  });

  it('refuses a page or size it cannot give', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=two', '?page=1.5', '?pageSize=0', '?pageSize=101']) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
    expect((await get(`?fullName=${'x'.repeat(121)}`)).statusCode).toBe(400);
  });
});
