import type { EnquiryInput } from '@studydesk/shared/website-leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { VISITOR_COOKIE } from './visitor.ts';

const { app, db } = await testApp();
const staff = callerOf(app);
let admin: TestEmployee;
let counselor: TestEmployee;
let address = 0;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Karim Ahmed Chowdhury' });
});

function enquire(body: EnquiryInput) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: body,
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
