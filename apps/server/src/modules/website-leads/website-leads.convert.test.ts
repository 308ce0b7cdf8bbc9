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
  it('keeps the survivor’s lead on it and the other on the archived duplicate, marked a duplicate (was a 500)', async () => {
    const first = await enquiry('+880 1911 200001', 'Mirpur 10', 'rina.first@example.net');
    const second = await enquiry('+880 1911 200002', 'Uttara', 'rina.second@example.net');
    const keep = await call('POST', `/admin/convert-profile/${first}`, admin, { counselor: counselor.id });
    const other = await call('POST', `/admin/convert-profile/${second}`, admin, { counselor: counselor.id });
    expect([keep.statusCode, other.statusCode]).toEqual([201, 201]);
    const merged = await call('POST', '/students/merge', admin, {
      keep: keep.json().data.student.studentId,
      merge: other.json().data.student.studentId,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const leads = (await call('GET', '/admin/enrolled-profile-list?page=1', admin)).json().profiles as {
      _id: string;
      student: { studentId: number } | null;
      possibleDuplicateOf: { _id: string } | null;
    }[];
    const lead = (id: string) => leads.find((l) => l._id === id);
    expect(lead(first)).toMatchObject({ student: { studentId: keep.json().data.student.studentId } });
    expect(lead(second)).toMatchObject({
      student: { studentId: other.json().data.student.studentId },
      possibleDuplicateOf: { _id: first },
    });
  });
});
