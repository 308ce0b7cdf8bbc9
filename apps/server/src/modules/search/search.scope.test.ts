import type { SearchResults } from '@studydesk/shared/search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
let counselor: TestEmployee;
let admin: TestEmployee;

/**
 * A Counselor's own "Tahmina Akter" and "İSMAİL YILMAZ", registered long ago, among 80 other counselors' students
 * named "… Akter" (each a name of its own) and 3,000 others.
 */
beforeAll(async () => {
  counselor = await makeEmployee(db, ['Counselor']);
  admin = await makeEmployee(db, ['Super Admin']);
  const others = await Promise.all(Array.from({ length: 8 }, () => makeEmployee(db, ['Counselor'])));
  const otherIds = sql.join(
    others.map((o) => sql`${o.id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_at)
    select 'Namesake' || chr(97 + n % 26) || chr(97 + n / 26) || ' Akter', 'akter' || n || '@example.com',
      '+88015' || lpad(n::text, 8, '0'), '{}', (array[${otherIds}])[1 + n % 8], now() - interval '1 hour' * n
    from generate_series(1, 80) n`);
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_at)
    select 'Other Student ' || n, 'other' || n || '@example.com', '+88016' || lpad(n::text, 8, '0'), '{}',
      case when n % 2 = 0 then ${counselor.id}::uuid else (array[${otherIds}])[1 + n % 8] end, now() - interval '1 minute' * n
    from generate_series(1, 3000) n`);
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_at)
    values ('Tahmina Akter', 'tahmina.akter@example.com', '+8801900000001', '{}', ${counselor.id}, now() - interval '400 days'),
      ('İSMAİL YILMAZ', 'ismail@example.com', '+8801900000002', '{}', ${counselor.id}, now() - interval '300 days')`);
  await db.execute(sql`analyze students`);
});

async function names(who: TestEmployee, q: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as SearchResults).students.map((s) => s.fullName);
}

describe('GET /search by a name', () => {
  it("finds a Counselor's own student by the surname, however many other desks' students share it", async () => {
    expect(await names(counselor, 'akter')).toEqual(['Tahmina Akter']);
    expect(await names(counselor, 'aktr')).toEqual(['Tahmina Akter']);
    // over everyone, the namesakes come too, eight at most
    expect(await names(admin, 'akter')).toHaveLength(8);
  });

  it('folds the text as the database folds the stored names', async () => {
    for (const q of ['İSMAİL', 'İsmail', 'ismail', 'İSMAİL YILMAZ', 'YILMAZ']) {
      expect(await names(counselor, q), q).toEqual(['İSMAİL YILMAZ']);
      expect(await names(admin, q), q).toEqual(['İSMAİL YILMAZ']);
    }
  });
});
