import type { Notification } from '@studydesk/shared/notifications';
import type { EnquiryInput } from '@studydesk/shared/website-leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { VISITOR_COOKIE } from './visitor.ts';
import { ENQUIRY_MESSAGES } from './website-leads.enquiry.ts';

const { app, db } = await testApp();
const staff = callerOf(app);
let admin: TestEmployee;
let counselor: TestEmployee;
let address = 0;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Karim Ahmed Chowdhury' });
});

function enquire(body: EnquiryInput, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: body,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.7.0.${++address}`,
  });
}
const visitorCookie = (response: Awaited<ReturnType<typeof enquire>>) => {
  const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
  if (!cookie) throw new Error('no visitor cookie');
  return `${VISITOR_COOKIE}=${cookie.value}`;
};
const myProfile = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/v1/public/my-profile', headers: { cookie } });

const education: EnquiryInput['education'] = {
  chosenCountries: ['UK'],
  englishTest: 'ielts',
  total: '6.5',
  qualification: 'HSC',
  qualificationScore: '4.8',
};

describe('the visitor’s own page', () => {
  it('tells a visitor nothing of the earlier enquiry with their phone, nor of staff beyond a first name', async () => {
    const victim = await enquire({
      name: 'Victim Realname',
      email: 'victim.realname@example.net',
      phone: '+880 1811 777001',
      education,
    });
    const victimId = victim.json().data.profileId;
    // The attacker types the victim's phone with their own name and e-mail, from another browser.
    const attack = await enquire({
      name: 'Mallory Visitor',
      email: 'mallory@example.net',
      phone: '+880-1811-777001',
      education,
      additional: { address: 'Road 2, Uttara', withSpouse: false, withChildren: false },
    });
    expect(attack.statusCode).toBe(200);
    const attackerId = attack.json().data.profileId;
    const cookie = visitorCookie(attack);
    // Staff do see the link, so the two enquiries are tied as the attack needs.
    const staffView = await staff('GET', `/admin/profile/${attackerId}`, admin);
    expect(staffView.json().data.possibleDuplicateOf).toMatchObject({ _id: victimId, name: 'Victim Realname' });

    const before = await myProfile(cookie);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Victim Realname');
    expect(before.body).not.toContain(victimId);
    expect(before.body).not.toContain('possibleDuplicateOf');
    expect(before.json().data.profile).toMatchObject({ converted: false, counselorFirstName: null });

    // The attacker applies, staff move the application on with their own note, and convert the lead.
    const catalogue = await app.inject({ method: 'GET', url: '/api/v1/universities?country=uk' });
    const university = catalogue.json().data.universities[0];
    const course = university.courses[0];
    const applied = await app.inject({
      method: 'POST',
      url: '/api/v1/public/applications',
      headers: { cookie },
      payload: { courseId: course._id, intake: university.intakes[0] },
      remoteAddress: `10.7.1.${++address}`,
    });
    expect(applied.statusCode).toBe(201);
    const moved = await staff('PATCH', `/user/application-list/${attackerId}/${applied.json().data._id}`, admin, {
      status: 'in-review',
      note: 'Staff only: weak file',
      offerLetter: 'https://offers.example/internal-1',
    });
    expect(moved.statusCode).toBe(200);
    const converted = await staff('POST', `/admin/convert-profile/${attackerId}`, admin, { counselor: counselor.id });
    expect(converted.statusCode).toBe(201);
    const student = converted.json().data.student;

    const mine = await myProfile(cookie);
    expect(mine.statusCode).toBe(200);
    for (const secret of [
      'Victim Realname',
      'victim.realname@example.net',
      victimId,
      attackerId,
      'possibleDuplicateOf',
      counselor.id,
      counselor.employeeId,
      'Chowdhury',
      student._id,
      'Staff only: weak file',
      'internal-1',
    ]) {
      expect(mine.body).not.toContain(secret);
    }
    const { profile, applications } = mine.json().data;
    // What the visitor's page shows: their own name and e-mail, and each application's course and status.
    expect(Object.keys(profile).sort()).toEqual(
      ['additional', 'converted', 'counselorFirstName', 'createdAt', 'education', 'general'].sort(),
    );
    expect(profile).toMatchObject({
      general: { name: 'Mallory Visitor', email: 'mallory@example.net', phone: expect.stringContaining('1811777001') },
      education: { chosenCountries: ['UK'], total: '6.5', qualification: 'HSC' },
      additional: { address: 'Road 2, Uttara' },
      converted: true,
      counselorFirstName: 'Karim',
    });
    expect(applications).toEqual([
      {
        _id: applied.json().data._id,
        status: 'in-review',
        createdAt: expect.any(String),
        courseId: {
          _id: course._id,
          subject: course.subject,
          university: university.name,
          intake: university.intakes[0],
        },
      },
    ]);
  });

  it('answers no profile and clears the cookie without a valid one', async () => {
    const none = await myProfile(`${VISITOR_COOKIE}=00000000-0000-4000-8000-000000000000.forged`);
    expect(none.json().data).toEqual({ profile: null, applications: [] });
    expect(String(none.headers['set-cookie'])).toMatch(new RegExp(`^${VISITOR_COOKIE}=;`));
  });
});

describe('a returning visitor whose enquiry became a student', () => {
  /** The counselor's notices of new contact details, newest first. */
  const contactNotices = async () => {
    const inbox = await staff('GET', `/notifications/${counselor.employeeId}?pageSize=100`, counselor);
    return (inbox.json().data as Notification[]).filter((n) => n.message.includes('sent new contact details'));
  };
  const lead = async (profileId: string) => (await staff('GET', `/admin/profile/${profileId}`, admin)).json().data;
  async function convertedVisitor(name: string, email: string, phone: string) {
    const first = await enquire({ name, email, phone, education });
    const profileId: string = first.json().data.profileId;
    const converted = await staff('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: counselor.id });
    expect(converted.statusCode, converted.body).toBe(201);
    const student: { studentId: number; phoneNumber: string } = converted.json().data.student;
    return { profileId, cookie: visitorCookie(first), student };
  }

  it('keeps the student’s contact on the lead and tells the counselor what the visitor typed', async () => {
    const { profileId, cookie, student } = await convertedVisitor(
      'Tania Rahman',
      'tania.rahman@example.net',
      '+880 1711 555001',
    );
    const before = await contactNotices();
    const again = await enquire(
      {
        name: 'Tania R. Chowdhury',
        email: 'tania.rahman@example.net',
        phone: '+880 1711 555002',
        education: { ...education, total: '7' },
      },
      cookie,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      profileId,
      updated: true,
      passedToCounselor: true,
      message: 'Welcome back! We passed your new details to your counselor.',
    });
    // The lead keeps the student's contact, and takes the new answers as before.
    const kept = await lead(profileId);
    expect(kept.general).toEqual({
      name: 'Tania Rahman',
      email: 'tania.rahman@example.net',
      phone: student.phoneNumber,
    });
    expect(kept.education).toMatchObject({ total: '7', qualification: 'HSC' });
    const [record] = (await staff('GET', `/student/${student.studentId}`, admin)).json().data;
    expect(record).toMatchObject({ fullName: 'Tania Rahman', phoneNumber: student.phoneNumber });
    const told = await contactNotices();
    expect(told).toHaveLength(before.length + 1);
    expect(told[0]).toMatchObject({
      studentId: student.studentId,
      for: 'counseling',
      message:
        `Tania Rahman (${student.studentId}) sent new contact details from the website: ` +
        'name Tania R. Chowdhury, phone +8801711555002.',
    });
  });

  it('tells no one of a contact the lead or the student already holds, however it is spelt', async () => {
    const { profileId, cookie, student } = await convertedVisitor(
      'Imran Hossain',
      'imran.hossain@example.net',
      '+880 1711 555003',
    );
    // Staff corrected the student's phone since; the visitor may type the old one or the new one.
    const corrected = await staff('PATCH', `/student/${student.studentId}`, admin, { phoneNumber: '01711 555004' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const before = await contactNotices();
    for (const phone of ['01711-555003', '+880 1711 555004']) {
      const again = await enquire(
        { name: 'imran  hossain', email: 'Imran.Hossain@example.net', phone, education },
        cookie,
      );
      expect(again.json().data).toEqual({
        profileId,
        updated: true,
        passedToCounselor: false,
        message: ENQUIRY_MESSAGES.updated,
      });
    }
    expect(await contactNotices()).toEqual(before);
    expect((await lead(profileId)).general).toEqual({
      name: 'Imran Hossain',
      email: 'imran.hossain@example.net',
      phone: student.phoneNumber,
    });
  });

  it('still brings an enquiry that is not a student up to date with the new contact', async () => {
    const first = await enquire({
      name: 'Farhan Kabir',
      email: 'farhan.kabir@example.net',
      phone: '+880 1711 555005',
      education,
    });
    const cookie = visitorCookie(first);
    const before = await contactNotices();
    const again = await enquire(
      { name: 'Farhan A. Kabir', email: 'farhan.kabir@example.net', phone: '+880 1711 555006' },
      cookie,
    );
    expect(again.json().data).toEqual({
      profileId: first.json().data.profileId,
      updated: true,
      passedToCounselor: false,
      message: ENQUIRY_MESSAGES.updated,
    });
    const { profile } = (await myProfile(cookie)).json().data;
    expect(profile.general).toEqual({
      name: 'Farhan A. Kabir',
      email: 'farhan.kabir@example.net',
      phone: expect.stringContaining('1711555006'),
    });
    // what the second enquiry left empty keeps the first one's answer
    expect(profile.education).toMatchObject({ qualification: 'HSC', total: '6.5' });
    expect(await contactNotices()).toEqual(before);
  });
});
