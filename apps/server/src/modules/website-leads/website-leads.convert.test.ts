// A lead whose enquiry the Create Student form would not take as it is: a phone that cannot be dialled, a long
// address. Converting it is corrected or taken whole, never a 500 and never a dead end.
import type { EnquiryInput } from '@studydesk/shared/website-leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
const call = callerOf(app);
let admin: TestEmployee;
let counselor: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor']);
});

async function enquiry(
  phone: string,
  address: string,
  email = `rina${phone.length}@example.net`,
  education?: EnquiryInput['education'],
) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: { name: 'Rina Akter', email, phone, additional: { address }, education },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.profileId as string;
}

describe('converting a lead the student form would refuse as it is', () => {
  it('names the phone that cannot be dialled (400), then converts with the phone corrected', async () => {
    const profileId = await enquiry('12345', 'House 4, Dhanmondi');
    const refused = await call('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: counselor.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.phoneNumber).toMatch(/^12345 is not a phone number/);
    const wrongAgain = await call('POST', `/admin/convert-profile/${profileId}`, admin, {
      counselor: counselor.id,
      phoneNumber: 'call me',
    });
    expect(wrongAgain.json().error.fields).toHaveProperty('phoneNumber');
    const converted = await call('POST', `/admin/convert-profile/${profileId}`, admin, {
      counselor: counselor.id,
      phoneNumber: '01712 345678',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json().data.student).toMatchObject({ fullName: 'Rina Akter', phoneNumber: '+8801712345678' });
    // the lead keeps what the visitor typed
    expect(converted.json().data.profile.general.phone).toBe('12345');
  });

  it('takes an enquiry’s longest address whole as the student’s street', async () => {
    const address = `${'Flat 12B, Road 27, '.repeat(15)}Dhaka`.slice(0, 300);
    const profileId = await enquiry('+880 1811 765432', address);
    const converted = await call('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: counselor.id });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json().data.student.street).toBe(address.trim());
  });
});

describe('converting a lead written on the Bangla page', () => {
  it('gives the student their messages in Bangla, the welcome first; a lead of no language, the office’s', async () => {
    const bangla = await app.inject({
      method: 'POST',
      url: '/api/v1/public/enquiry',
      payload: { name: 'Rina Akter', email: 'rina.bn@example.net', phone: '+880 1911 400001', language: 'bn' },
    });
    expect(bangla.statusCode, bangla.body).toBe(200);
    const unsaid = await enquiry('+880 1911 400002', 'Banani', 'rina.unsaid@example.net');
    const languages = [];
    for (const profileId of [bangla.json().data.profileId, unsaid]) {
      const converted = await call('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: counselor.id });
      expect(converted.statusCode, converted.body).toBe(201);
      const read = await call('GET', `/student/${converted.json().data.student.studentId}/message-language`, admin);
      languages.push(read.json().data);
    }
    expect(languages).toEqual([
      { messageLanguage: 'bn', language: 'bn' },
      { messageLanguage: null, language: 'en' },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/public/enquiry',
      payload: { name: 'Rina Akter', email: 'rina.fr@example.net', phone: '+880 1911 400003', language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('converting a lead whose qualification an API caller spelt otherwise', () => {
  it('finds its level whatever the case and spaces, and names it as the student form does', async () => {
    const spelt = [
      { qualification: 'hsc', email: 'rina.hsc@example.net', phone: '+880 1911 300001' },
      { qualification: 'o  LEVEL', email: 'rina.olevel@example.net', phone: '+880 1911 300002' },
    ];
    const students = [];
    for (const { qualification, email, phone } of spelt) {
      const profileId = await enquiry(phone, 'Mohammadpur', email, { qualification, qualificationScore: '4.5' });
      const converted = await call('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: counselor.id });
      expect(converted.statusCode, converted.body).toBe(201);
      students.push(converted.json().data.student);
    }
    expect(students[0]).toMatchObject({ courseTitle2: 'HSC', grade2: '4.5' });
    expect(students[1]).toMatchObject({ courseTitle1: 'O Level', grade1: '4.5' });
  });
});

describe('merging the students of two converted leads', () => {
  it('keeps each lead on its own student, the archived one’s marked a duplicate and linking the survivor, until restored', async () => {
    const first = await enquiry('+880 1911 200001', 'Mirpur 10', 'rina.first@example.net');
    const second = await enquiry('+880 1911 200002', 'Uttara', 'rina.second@example.net');
    const otherCounselor = await makeEmployee(db, ['Counselor']);
    const keep = await call('POST', `/admin/convert-profile/${first}`, admin, { counselor: counselor.id });
    const other = await call('POST', `/admin/convert-profile/${second}`, admin, { counselor: otherCounselor.id });
    expect([keep.statusCode, other.statusCode]).toEqual([201, 201]);
    const [survivor, archived] = [keep.json().data.student.studentId, other.json().data.student.studentId];
    const merged = await call('POST', '/students/merge', admin, { keep: survivor, merge: archived });
    expect(merged.statusCode, merged.body).toBe(200);
    const lead = async (id: string, who = admin) => {
      const answer = await call('GET', `/admin/profile/${id}`, who);
      return answer.statusCode === 200 ? answer.json().data : answer.statusCode;
    };
    // Both leads open the survivor (the archived student's page answers 404), and its counselor sees both.
    expect(await lead(first)).toMatchObject({ student: { studentId: survivor }, possibleDuplicateOf: null });
    expect(await lead(second)).toMatchObject({
      student: { studentId: survivor, counselor: { id: counselor.id } },
      possibleDuplicateOf: { _id: first },
    });
    expect(await lead(second, counselor)).toMatchObject({ _id: second });
    expect(await lead(second, otherCounselor)).toBe(403);
    // so does the top bar's search
    const found = await call('GET', '/search?q=rina.second@example.net', admin);
    expect(found.json().data.leads).toEqual([expect.objectContaining({ _id: second, studentId: survivor })]);
    const list = await call('GET', `/admin/counselor-student-profile-list/${counselor.employeeId}?page=1`, counselor);
    expect((list.json().profiles as { _id: string }[]).map((p) => p._id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    // Restoring the archived student gives it its lead back.
    const restored = await call('POST', '/utilities/restore-student', admin, { studentId: archived });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await lead(second)).toMatchObject({
      student: { studentId: archived, counselor: { id: otherCounselor.id } },
    });
    expect(await lead(second, counselor)).toBe(403);
    expect(await lead(first)).toMatchObject({ student: { studentId: survivor } });
  });
});
