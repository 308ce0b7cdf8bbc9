import type { PossibleMatch } from '@studydesk/shared/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let rahima: { studentId: number };

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Farhana Matchmaker' });
  rahima = await registerStudent(
    app,
    receptionist.cookie,
    studentInput(counselor.id, {
      fullName: 'Rahima Sultana Chowdhury',
      phoneNumber: '01755-123987',
      email: 'rahima.match@example.com',
      dob: '2004-03-17',
    }),
  );
});

async function matches(who: TestEmployee, query: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/search/possible-matches?${new URLSearchParams(query)}`,
    headers: { cookie: who.cookie },
  });
  return { status: response.statusCode, data: response.json().data as PossibleMatch[], body: response.json() };
}

describe('GET /search/possible-matches (issue 19)', () => {
  it('finds the same phone number typed in another format, naming why and the counselor', async () => {
    for (const phoneNumber of ['+8801755123987', '01755 123 987', '+880 1755-123987']) {
      const { status, data } = await matches(receptionist, { fullName: 'Someone Else', phoneNumber });
      expect(status).toBe(200);
      expect(data, phoneNumber).toEqual([
        expect.objectContaining({
          studentId: rahima.studentId,
          fullName: 'Rahima Sultana Chowdhury',
          status: 'follow-up',
          reasons: ['phone'],
          counselor: { _id: counselor.id, employee_id: expect.any(String), name: 'Farhana Matchmaker' },
        }),
      ]);
    }
  });

  it('finds the same e-mail in any case, and a similar name born on the same day', async () => {
    expect((await matches(admin, { email: 'RAHIMA.Match@example.com' })).data.map((m) => m.reasons)).toEqual([
      ['email'],
    ]);
    const spelled = await matches(receptionist, { fullName: 'Rahima Sultana Chowdhuri', dob: '2004-03-17' });
    expect(spelled.data.map((m) => [m.studentId, m.reasons])).toEqual([[rahima.studentId, ['nameAndBirth']]]);
  });

  it('puts the student with the most reasons first and lists each reason', async () => {
    const { data } = await matches(receptionist, {
      fullName: 'Rahima Sultana',
      phoneNumber: '01755123987',
      email: 'rahima.match@example.com',
      dob: '2004-03-17',
    });
    expect(data[0]).toMatchObject({ studentId: rahima.studentId, reasons: ['phone', 'email', 'nameAndBirth'] });
  });

  it('finds nothing for a similar name born on another day, an unlike name on the same day, or nothing typed', async () => {
    expect((await matches(receptionist, { fullName: 'Rahima Sultana Chowdhury', dob: '2004-03-18' })).data).toEqual([]);
    expect((await matches(receptionist, { fullName: 'Kamal Hossain', dob: '2004-03-17' })).data).toEqual([]);
    expect((await matches(receptionist, {})).data).toEqual([]);
    expect((await matches(receptionist, { phoneNumber: '+++', email: 'no-at-sign', fullName: '%_' })).data).toEqual([]);
  });

  it('refuses what is too long, and anyone who does not register students', async () => {
    const long = await matches(receptionist, { fullName: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('fullName');
    const other = await makeEmployee(db, ['Counselor']);
    const refused = await matches(other, { phoneNumber: '01755123987' });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Rahima');
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/v1/search/possible-matches?phoneNumber=01755123987',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
