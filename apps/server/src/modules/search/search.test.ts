import type { SearchResults } from '@studydesk/shared/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { universities } from '../../db/schema/website.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let otherCounselor: TestEmployee;
let hr: TestEmployee;
let engineer: TestEmployee;
let tahmina: { studentId: number };
let other: { studentId: number };

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Nusrat Searchable' });
  otherCounselor = await makeEmployee(db, ['Counselor']);
  hr = await makeEmployee(db, ['Hr']);
  engineer = await makeEmployee(db, ['Software Engineer']);
  tahmina = await registerStudent(
    app,
    receptionist.cookie,
    studentInput(counselor.id, {
      fullName: 'Tahmina Akterzaman',
      phoneNumber: '01700-000163',
      email: 'tahmina.search@example.com',
      passportNumber: 'EB0123456',
    }),
  );
  other = await registerStudent(
    app,
    receptionist.cookie,
    studentInput(otherCounselor.id, { fullName: 'Rashed Khanbahadur', phoneNumber: '01800-000264' }),
  );
  await db.insert(universities).values({ name: 'University of Searchshire', country: 'UK' });
  await app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: { name: 'Lead Searchwell', email: 'lead.searchwell@example.com', phone: '01912-000375' },
  });
});

async function find(who: TestEmployee | null, q: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return { status: response.statusCode, data: response.json().data as SearchResults };
}
const studentIds = (results: SearchResults) => results.students.map((s) => s.studentId);

describe('GET /search (issue 19)', () => {
  it('finds a student by its phone number in any format, by Student ID, e-mail and name', async () => {
    for (const q of ['01700000163', '+8801700000163', '+880 1700-000163', '1700 000163']) {
      const { data } = await find(receptionist, q);
      expect(studentIds(data), q).toEqual([tahmina.studentId]);
      expect(data.students[0]).toMatchObject({
        fullName: 'Tahmina Akterzaman',
        status: 'follow-up',
        phoneNumber: '+8801700000163',
        counselor: { _id: counselor.id, name: 'Nusrat Searchable' },
        matched: 'phone',
      });
    }
    const byId = await find(receptionist, String(tahmina.studentId));
    expect(byId.data.students[0]).toMatchObject({ studentId: tahmina.studentId, matched: 'studentId' });
    const byPassport = await find(receptionist, 'eb0123456');
    expect(byPassport.data.students).toHaveLength(1);
    expect(byPassport.data.students[0]).toMatchObject({ studentId: tahmina.studentId, matched: 'passport' });
    const byEmail = await find(receptionist, 'TAHMINA.search@example.com');
    expect(byEmail.data.students[0]).toMatchObject({ studentId: tahmina.studentId, matched: 'email' });
    // the start of the name, a word of it, and a word misspelt
    for (const q of ['tahmina akt', 'akterzaman', 'Akterzamn']) {
      const { data } = await find(receptionist, q);
      expect(studentIds(data), q).toContain(tahmina.studentId);
      expect(data.students.find((s) => s.studentId === tahmina.studentId)?.matched, q).toBe('name');
    }
  });

  it('shows each role only what it may open', async () => {
    // a Counselor finds their own student, not another counselor's, by any key
    expect(studentIds((await find(counselor, '01700000163')).data)).toEqual([tahmina.studentId]);
    for (const q of ['01800000264', String(other.studentId), 'Khanbahadur']) {
      expect(studentIds((await find(counselor, q)).data), q).toEqual([]);
    }
    expect(studentIds((await find(otherCounselor, 'Khanbahadur')).data)).toEqual([other.studentId]);
    // employees for Super Admin and Hr; website leads for Super Admin; universities for everyone
    expect((await find(admin, 'nusrat searchable')).data.employees.map((e) => e.name)).toEqual(['Nusrat Searchable']);
    expect((await find(hr, 'nusrat searchable')).data.employees).toHaveLength(1);
    expect((await find(counselor, 'nusrat searchable')).data.employees).toEqual([]);
    expect((await find(admin, 'searchwell')).data.leads).toMatchObject([{ name: 'Lead Searchwell', studentId: null }]);
    expect((await find(admin, '01912 000375')).data.leads).toHaveLength(1);
    expect((await find(receptionist, 'searchwell')).data.leads).toEqual([]);
    expect((await find(engineer, 'searchshire')).data.universities).toMatchObject([
      { name: 'University of Searchshire' },
    ]);
    // Hr and the Software Engineer work with no students
    for (const who of [hr, engineer]) expect((await find(who, 'Tahmina')).data.students).toEqual([]);
  });

  it('answers nothing, never an error, for punctuation, very long text or nothing; and only to the signed in', async () => {
    for (const q of ['', '   ', '!!!', '%_%', "'; drop table students; --", 'a'.repeat(500), '\\']) {
      const { status, data } = await find(admin, q);
      expect(status, q).toBe(200);
      if (q !== "'; drop table students; --")
        expect(data, q).toEqual({ students: [], employees: [], universities: [], leads: [] });
      else expect(Object.keys(data).sort(), q).toEqual(['employees', 'leads', 'students', 'universities']);
    }
    // The students' table is still there to search.
    expect((await find(admin, 'Tahmina')).data.students.length).toBeGreaterThan(0);
    expect((await find(null, 'Tahmina')).status).toBe(401);
  });
});
