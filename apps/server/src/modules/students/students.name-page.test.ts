import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
let counselor: TestEmployee;
let admin: TestEmployee;

/**
 * A Counselor with 2,600 students, oldest first: every third a "Common Name", five "Rare Person"s among the
 * oldest. A common name fills its first pages among the newest students (listStudents' window); a rare one and a
 * deep page of the common one need the whole scope.
 */
beforeAll(async () => {
  counselor = await makeEmployee(db, ['Counselor']);
  admin = await makeEmployee(db, ['Super Admin']);
  const other = await makeEmployee(db, ['Counselor']);
  // Names whose parts the counselor's own trigrams must find: inside a word, across words, Bengali, accented; and
  // the same name at another counselor's desk, which the list must not show.
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_by, created_at)
    select name, 'keyed' || n || '@example.com', '+88016' || lpad(n::text, 8, '0'), '{}',
      case when name = 'Rahim Elsewhere' then ${other.id}::uuid else ${counselor.id}::uuid end, ${counselor.id},
      now() - interval '1 day' - interval '1 minute' * n
    from unnest(array['Rahim Ahmed', 'Abrahim Khan', 'রহিম উদ্দিন', 'José Martínez', 'O''Brien Rahimi',
      'Rahim Elsewhere']) with ordinality as t(name, n)`);
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_by, created_at)
    select case when n % 3 = 0 then 'Common Name ' || n when n in (4, 7, 11, 13, 17) then 'Rare Person ' || n
        else 'Other Student ' || n end,
      'name' || n || '@example.com', '+88017' || lpad(n::text, 8, '0'), '{}', ${counselor.id}, ${counselor.id},
      now() - interval '1 minute' * (3000 - n)
    from generate_series(1, 2600) n`);
});

/** What the whole scope gives for this part of a name, newest first: the list's answer by definition. */
async function expected(part: string, page: number, size: number, as: 'counselor' | 'admin' = 'counselor') {
  const { rows } = await db.execute<{ student_id: number }>(sql`
    select student_id from students
    where ${as === 'counselor' ? sql`counselor_id = ${counselor.id}` : sql`true`} and archived_at is null
      and lower(full_name) like ${`%${part}%`}
    order by created_at desc, id desc limit ${size + 1} offset ${(page - 1) * size}`);
  return { ids: rows.slice(0, size).map((r) => r.student_id), hasNext: rows.length > size };
}

async function listed(part: string, page: number, size: number, as: 'counselor' | 'admin' = 'counselor') {
  const query = `fullName=${encodeURIComponent(part)}&page=${page}&pageSize=${size}`;
  const response = await app.inject({
    method: 'GET',
    url:
      as === 'counselor'
        ? `/api/v1/utilities/filter-student-list/${counselor.employeeId}?${query}`
        : `/api/v1/super-admin/filter-leads?${query}`,
    headers: { cookie: as === 'counselor' ? counselor.cookie : admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    data: { studentId: number }[];
    page: { hasNext: boolean; total: { count: number; exact: boolean } };
  };
  return { ids: body.data.map((s) => s.studentId), hasNext: body.page.hasNext, total: body.page.total };
}

describe('a part of a name in a Counselor’s long list', () => {
  it('gives the same pages as the whole scope, for a common name, a rare one, a deep page and none', async () => {
    for (const [part, page, size] of [
      ['common', 1, 10],
      ['common', 2, 10],
      ['COMMON NAME 25', 1, 25],
      ['rare', 1, 10],
      ['common', 80, 10],
      ['common', 87, 10],
      ['nobody at all', 1, 10],
    ] as const) {
      const want = await expected(part.toLowerCase(), page, size);
      const { total: _, ...got } = await listed(part, page, size);
      expect(got, `${part}, page ${page}`).toEqual(want);
    }
    expect((await expected('rare', 1, 10)).ids).toHaveLength(5);
  });

  it('finds a part inside a word, across words, in Bengali and with accents, only at the counselor’s desk', async () => {
    const names = async (part: string) => {
      const { ids, total } = await listed(part, 1, 10);
      expect(ids, part).toEqual((await expected(part.toLowerCase(), 1, 10)).ids);
      expect(total.count, part).toBe(ids.length);
      return ids.length;
    };
    expect(await names('rahim')).toBe(3);
    expect(await names('ahim ahm')).toBe(1);
    expect(await names('bRAHIM')).toBe(1);
    expect(await names("o'brien rah")).toBe(1);
    expect(await names('রহিম')).toBe(1);
    expect(await names('হিম উদ')).toBe(1);
    expect(await names('josé')).toBe(1);
    expect(await names('SÉ MARTÍ')).toBe(1);
    expect(await names('é m')).toBe(1);
    expect(await names('elsewhere')).toBe(0);
  });

  it('gives Super Admin the same pages as all students, through the newest ones first', async () => {
    for (const [part, page] of [
      ['common', 1],
      ['common', 3],
      ['ra', 1],
      ['rahim', 1],
      ['elsewhere', 1],
    ] as const) {
      const { total: _, ...got } = await listed(part, page, 10, 'admin');
      expect(got, `${part}, page ${page}`).toEqual(await expected(part, page, 10, 'admin'));
    }
  });

  it('says how many match, exactly up to 10,000 and "at least" beyond', async () => {
    expect((await listed('common', 1, 10)).total).toEqual({ count: 866, exact: true });
    expect((await listed('rare', 1, 10)).total).toEqual({ count: 5, exact: true });
    expect((await listed('nobody at all', 1, 10)).total).toEqual({ count: 0, exact: true });
    // A page past the last still says how many there are (the total is read beside the page's rows).
    expect(await listed('rare', 3, 10)).toEqual({ ids: [], hasNext: false, total: { count: 5, exact: true } });
    expect((await listed('rare', 3, 10, 'admin')).total.count).toBeGreaterThanOrEqual(5);
    const everyone = (await listed('', 1, 10, 'admin')).total;
    expect(everyone.exact).toBe(true);
    expect(await listed('', 9999, 10, 'admin')).toEqual({ ids: [], hasNext: false, total: everyone });
    await db.execute(sql`
      insert into students (full_name, email, phone_number, details, counselor_id, created_by, created_at)
      select 'Later Student ' || n, 'later' || n || '@example.com', '+88018' || lpad(n::text, 8, '0'), '{}',
        ${counselor.id}, ${counselor.id}, now() - interval '1 second' * n
      from generate_series(1, 7401) n`);
    expect((await listed('', 1, 10)).total).toEqual({ count: 10_000, exact: false });
    expect((await listed('later student', 1, 10)).total).toEqual({ count: 7401, exact: true });
    expect((await listed('', 1001, 10)).total).toEqual({ count: 10_000, exact: false });
  });

  it('keeps a Counselor’s total by a part of a name exact right after each write to their students', async () => {
    const live = async (part: string) => {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from students
        where counselor_id = ${counselor.id} and archived_at is null and lower(full_name) like ${`%${part}%`}
          and created_at < now() + interval '1 day'`);
      return { count: rows[0]?.n ?? 0, exact: true };
    };
    const check = async (what: string) => {
      for (const part of ['rare', 'rare person 1', 'ra', 'moved']) {
        expect((await listed(part, 1, 10)).total, `${what}: ${part}`).toEqual(await live(part));
      }
    };
    await check('as loaded');
    const other = await makeEmployee(db, ['Counselor']);
    await db.execute(sql`update students set full_name = 'Moved Rare ' || student_id
      where full_name in ('Rare Person 4', 'Rare Person 7')`);
    await check('renamed');
    await db.execute(sql`update students set counselor_id = ${other.id} where full_name like 'Moved Rare %'`);
    await check('handed to another counselor');
    await db.execute(sql`update students set counselor_id = ${counselor.id}, archived_at = now()
      where full_name like 'Moved Rare %'`);
    await check('back, but archived');
    await db.execute(sql`update students set archived_at = null where full_name like 'Moved Rare %'`);
    await check('restored');
    await db.execute(sql`delete from students where full_name = 'Rare Person 11'`);
    await check('deleted');
    // A clock that was wrong: a student registered the day after tomorrow is in no list, nor in its total.
    await db.execute(sql`
      insert into students (full_name, email, phone_number, details, counselor_id, created_by, created_at)
      values ('Rare Future', 'future@example.com', '+8801999999999', '{}', ${counselor.id}, ${counselor.id},
        now() + interval '3 days')`);
    await check('one from the future');
    expect((await listed('rare', 1, 10)).total.count).toBe(4);
    await db.execute(sql`delete from students where full_name = 'Rare Future'`);
  });

  it('gives Super Admin exact totals of statuses beyond 10,000, right after each write', async () => {
    const live = async (status?: string) => {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from students
        where archived_at is null ${status ? sql`and status = ${status}` : sql``}`);
      return rows[0]?.n ?? 0;
    };
    const total = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/super-admin/filter-leads?page=1&pageSize=10${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().page.total;
    };
    expect(await live()).toBeGreaterThan(10_000);
    expect(await total('')).toEqual({ count: await live(), exact: true });
    await db.execute(sql`update students set status = 'enrolled' where full_name like 'Later Student 1%'`);
    expect(await total('&status=enrolled')).toEqual({ count: await live('enrolled'), exact: true });
    expect(await total('&status=enrolled&status=follow-up')).toEqual({
      count: (await live('enrolled')) + (await live('follow-up')),
      exact: true,
    });
    await db.execute(sql`update students set archived_at = now() where full_name = 'Later Student 12'`);
    expect(await total('&status=enrolled')).toEqual({ count: await live('enrolled'), exact: true });
  });
});
