import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
const call = callerOf(app);
let counselor: TestEmployee;

/** A Counselor's own "Rina Akter" among 80 other counselors' students with shorter names, nearer "akter". */
beforeAll(async () => {
  counselor = await makeEmployee(db, ['Counselor']);
  const other = await makeEmployee(db, ['Counselor']);
  await db.execute(sql`
    insert into students (full_name, email, phone_number, details, counselor_id)
    select chr(97 + n % 26) || chr(97 + n / 26) || ' Akter', 'akter' || n || '@example.com',
      '+88015' || lpad(n::text, 8, '0'), '{}', ${other.id}
    from generate_series(1, 80) n`);
  await db.execute(sql`insert into students (full_name, email, phone_number, details, counselor_id)
    values ('Rina Akter', 'rina@example.com', '+8801900000001', '{}', ${counselor.id})`);
});

describe("a Counselor's name suggestions", () => {
  it('find their own student by a name other desks’ students are nearer to', async () => {
    const own = await call(
      'GET',
      `/utilities/get-student-suggestion/${counselor.employeeId}?fullName=akter`,
      counselor,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual(['Rina Akter']);
  });
});
