import type { EnquiryInput } from '@studydesk/shared/website-leads';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { websiteProfiles } from '../../db/schema/website.ts';
import { auditEvents, notifications } from '../../db/schema.ts';
import { VISITOR_COOKIE } from './visitor.ts';

const { app, db } = await testApp({ ENQUIRY_RATE_LIMIT: '5' });
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let otherCounselor: TestEmployee;
let address = 0;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Nadia Counselor' });
  otherCounselor = await makeEmployee(db, ['Counselor']);
});

/** Each call from its own address unless told, so the rate limit only bites where a test wants it. */
function enquire(body: Partial<EnquiryInput> & Record<string, unknown>, from = `10.0.0.${++address}`, cookie = '') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: body,
    remoteAddress: from,
    headers: { cookie },
  });
}
const visitorCookie = (response: Awaited<ReturnType<typeof enquire>>) => {
  const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
  if (!cookie) throw new Error('no visitor cookie');
  return `${VISITOR_COOKIE}=${cookie.value}`;
};
const staff = callerOf(app);
const profileCount = async () => (await db.select({ n: count() }).from(websiteProfiles))[0]?.n;

let n = 0;
function lead(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  n += 1;
  return {
    name: `Lead ${n}`,
    email: `lead${n}@example.net`,
    phone: `+880 1811 ${String(200000 + n)}`,
    education: {
      chosenCountries: ['UK', 'Canada'],
      englishTest: 'ielts',
      total: '6.5',
      qualification: 'HSC',
      qualificationScore: '4.8',
    },
    additional: { address: 'House 4, Dhanmondi', withSpouse: false, withChildren: false },
    ...overrides,
  };
}

async function firstCourse(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/v1/universities${query}` });
  const university = response.json().data.universities[0];
  return { university, course: university.courses[0] };
}

describe('the public enquiry', () => {
  it('creates a website profile and gives the browser a visitor cookie', async () => {
    const response = await enquire(lead({ name: 'Rahim Uddin', email: 'rahim@example.net' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ updated: false, message: expect.stringContaining('received') });
    const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/public' });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/public/my-profile',
      headers: { cookie: visitorCookie(response) },
    });
    expect(mine.json().data.profile.general).toEqual({
      name: 'Rahim Uddin',
      phone: expect.any(String),
      email: 'rahim@example.net',
    });
  });

  it('updates the profile for a second enquiry from its browser with the same e-mail or phone, and says so', async () => {
    const first = lead();
    const created = await enquire(first);
    const cookie = visitorCookie(created);
    const before = await profileCount();
    const sameEmail = await enquire(
      { ...first, email: first.email.toUpperCase(), name: 'Renamed Lead' },
      undefined,
      cookie,
    );
    expect(sameEmail.json().data).toMatchObject({ updated: true, profileId: created.json().data.profileId });
    expect(sameEmail.json().data.message).toMatch(/updated your earlier enquiry/);
    const samePhone = await enquire(
      { name: first.name, email: 'another@example.net', phone: first.phone.replace(/ /g, '-') },
      undefined,
      cookie,
    );
    expect(samePhone.json().data).toMatchObject({ updated: true, profileId: created.json().data.profileId });
    expect(await profileCount()).toBe(before);
    const [row] = await db.select().from(websiteProfiles).where(eq(websiteProfiles.id, created.json().data.profileId));
    expect(row).toMatchObject({ name: first.name, email: 'another@example.net' });
    // The later enquiries said nothing of education, so the first answers stay.
    expect(row?.education).toMatchObject({ qualification: 'HSC', total: '6.5', chosenCountries: ['UK', 'Canada'] });
  });

  it('keeps enquiries sent at once from new browsers apart, each later one marked as a duplicate of the first', async () => {
    const body = lead();
    const before = await profileCount();
    const answers = await Promise.all([enquire(body), enquire(body), enquire(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().data.updated)).toEqual([false, false, false]);
    expect(await profileCount()).toBe((before ?? 0) + 3);
    const rows = await db
      .select({ id: websiteProfiles.id, duplicateOf: websiteProfiles.duplicateOf })
      .from(websiteProfiles)
      .where(eq(websiteProfiles.email, body.email))
      .orderBy(websiteProfiles.createdAt);
    const [original, ...later] = rows;
    expect(original?.duplicateOf).toBeNull();
    expect(later.map((r) => r.duplicateOf)).toEqual([original?.id, original?.id]);
  });

  it('refuses invalid fields with a message for each, storing nothing', async () => {
    const before = await profileCount();
    const response = await enquire({
      name: '',
      email: 'not-an-email',
      phone: 'call me',
      education: { chosenCountries: [], total: 'lots' },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'education.total']));
    expect((await enquire({ ...lead(), name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await enquire({ ...lead(), education: 'nope' } as never)).statusCode).toBe(400);
    expect(await profileCount()).toBe(before);
  });

  it('refuses a filled honeypot without storing anything', async () => {
    const before = await profileCount();
    const response = await enquire({ ...lead(), website: 'https://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ENQUIRY_REFUSED');
    expect(response.cookies.find((c) => c.name === VISITOR_COOKIE)).toBeUndefined();
    expect(await profileCount()).toBe(before);
  });

  it('limits enquiries per address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await enquire(lead(), '10.9.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await enquire(lead(), '10.9.9.10');
    expect(other.statusCode).toBe(200);
  });
});

describe('applying to a course', () => {
  it('belongs to the visitor of the cookie, once per course and intake, at an intake the university has', async () => {
    const cookie = visitorCookie(await enquire(lead()));
    const { university, course } = await firstCourse('?country=uk');
    const apply = (payload: object, headers: Record<string, string> = { cookie }) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/public/applications',
        headers,
        payload,
        remoteAddress: `10.1.1.${++address}`,
      });

    const created = await apply({ courseId: course._id, intake: university.intakes[0], note: 'Scholarship?' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'submitted',
      note: 'Scholarship?',
      courseId: {
        subject: course.subject,
        university: university.name,
        destination: 'UK',
        intake: university.intakes[0],
      },
    });
    expect((await apply({ courseId: course._id, intake: university.intakes[0] })).statusCode).toBe(409);
    const wrongIntake = await apply({ courseId: course._id, intake: 'Never' });
    expect(wrongIntake.statusCode).toBe(400);
    expect(wrongIntake.json().error.fields.intake).toMatch(/Choose one of/);
    expect((await apply({ courseId: '00000000-0000-4000-8000-000000000000', intake: 'September' })).statusCode).toBe(
      404,
    );
    expect((await apply({ courseId: 'x', intake: 'September' })).statusCode).toBe(400);
    expect((await apply({ courseId: course._id, intake: 'September' }, {})).statusCode).toBe(403);
    const forged = `${VISITOR_COOKIE}=${created.json().data._id}.forged`;
    expect((await apply({ courseId: course._id, intake: 'September' }, { cookie: forged })).statusCode).toBe(403);

    const mine = await app.inject({ method: 'GET', url: '/api/v1/public/my-profile', headers: { cookie } });
    expect(mine.json().data.applications).toHaveLength(1);
  });

  it('asks for the enquiry again when the one the cookie names was merged away, and forgets it', async () => {
    const answer = await enquire(lead({ name: 'Merged Away', email: 'merged.away@example.net' }));
    const { university, course } = await firstCourse('?country=uk');
    await db.delete(websiteProfiles).where(eq(websiteProfiles.id, answer.json().data.profileId));
    const applied = await app.inject({
      method: 'POST',
      url: '/api/v1/public/applications',
      headers: { cookie: visitorCookie(answer) },
      payload: { courseId: course._id, intake: university.intakes[0] },
      remoteAddress: `10.1.1.${++address}`,
    });
    expect(applied.statusCode).toBe(403);
    expect(applied.json().error.code).toBe('NO_ENQUIRY');
    expect(String(applied.headers['set-cookie'])).toMatch(new RegExp(`^${VISITOR_COOKIE}=;`));
  });
});

describe('the staff side', () => {
  let profileId: string;
  let applicationId: string;

  beforeAll(async () => {
    const answer = await enquire(
      lead({
        name: 'Sadia Islam',
        email: 'sadia@example.net',
        education: {
          chosenCountries: ['Australia'],
          englishTest: 'ielts',
          total: '7',
          qualification: 'Bachelor',
          qualificationScore: '3.6',
        } as never,
      }),
    );
    profileId = answer.json().data.profileId;
    const { university, course } = await firstCourse('?country=Australia');
    const applied = await app.inject({
      method: 'POST',
      url: '/api/v1/public/applications',
      headers: { cookie: visitorCookie(answer) },
      payload: { courseId: course._id, intake: university.intakes[0] },
      remoteAddress: '10.2.2.2',
    });
    applicationId = applied.json().data._id;
  });

  it('lists every profile for Super Admin, newest first, ten a page with the total', async () => {
    const first = await staff('GET', '/admin/enrolled-profile-list?page=1', admin);
    expect(first.statusCode).toBe(200);
    const { profiles, totalProfiles } = first.json();
    expect(profiles[0].general.name).toBe('Sadia Islam');
    expect(profiles).toHaveLength(Math.min(10, totalProfiles));
    expect(totalProfiles).toBe(await profileCount());
    const second = (await staff('GET', '/admin/enrolled-profile-list?page=2', admin)).json();
    expect(second.profiles.map((p: { _id: string }) => p._id)).not.toContain(profiles[0]._id);
    expect((await staff('GET', '/admin/enrolled-profile-list?page=0', admin)).statusCode).toBe(400);
  });

  it('refuses the lists, the profile and its applications to others', async () => {
    for (const who of [receptionist, counselor]) {
      expect((await staff('GET', '/admin/enrolled-profile-list', who)).statusCode).toBe(403);
      expect((await staff('GET', `/admin/profile/${profileId}`, who)).statusCode).toBe(403);
      expect((await staff('GET', `/user/application-list/${profileId}`, who)).statusCode).toBe(403);
      expect(
        (await staff('POST', `/admin/convert-profile/${profileId}`, who, { counselor: counselor.id })).statusCode,
      ).toBe(403);
    }
    expect(
      (await staff('GET', `/admin/counselor-student-profile-list/${otherCounselor.employeeId}`, counselor)).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/enrolled-profile-list' })).statusCode).toBe(401);
  });

  it('shows the profile and its application cards, and lets staff move an application on', async () => {
    const profile = await staff('GET', `/admin/profile/${profileId}`, admin);
    expect(profile.json().data).toMatchObject({ general: { name: 'Sadia Islam' }, student: null });
    const cards = (await staff('GET', `/user/application-list/${profileId}`, admin)).json().data;
    expect(cards).toHaveLength(1);
    expect(cards[0].courseId).toMatchObject({ destination: 'Australia', ieltsScore: expect.any(String) });

    const path = `/user/application-list/${profileId}/${applicationId}`;
    const moved = await staff('PATCH', path, admin, {
      status: 'offer-received',
      offerLetter: 'https://offers.example/1',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'offer-received', offerLetter: 'https://offers.example/1' });
    expect((await staff('PATCH', path, admin, { status: 'won' })).statusCode).toBe(400);
    expect((await staff('PATCH', path, admin, { offerLetter: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await staff('PATCH', path, admin, {})).statusCode).toBe(400);
    const [audited] = await db.select().from(auditEvents).where(eq(auditEvents.recordId, applicationId));
    expect(audited).toMatchObject({
      recordType: 'web-application',
      actorId: admin.id,
      before: { status: 'submitted', offerLetter: '' },
      after: { status: 'offer-received', offerLetter: 'https://offers.example/1' },
    });
    const unknown = `/user/application-list/${profileId}/00000000-0000-4000-8000-000000000000`;
    expect((await staff('PATCH', unknown, admin, { status: 'accepted' })).statusCode).toBe(404);
    expect((await staff('GET', '/admin/profile/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('converts the lead once into a follow-up student of the chosen counselor, who is told', async () => {
    const missing = await staff('POST', `/admin/convert-profile/${profileId}`, admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.counselor).toBe('Choose One Counselor');
    const notCounselor = await staff('POST', `/admin/convert-profile/${profileId}`, admin, {
      counselor: receptionist.id,
    });
    expect(notCounselor.statusCode).toBe(400);

    const converted = await staff('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: counselor.id });
    expect(converted.statusCode).toBe(201);
    const { student, profile } = converted.json().data;
    expect(student).toMatchObject({
      fullName: 'Sadia Islam',
      email: 'sadia@example.net',
      status: 'follow-up',
      howKnow: 'Website',
      overall: '7',
      courseTitle3: 'Bachelor',
      grade3: '3.6',
      chosenCountryName: 'Australia',
      counselor: { id: counselor.id },
    });
    expect(student.universityChoice).not.toBe('');
    expect(profile.student).toMatchObject({
      _id: student._id,
      counselor: { id: counselor.id, name: 'Nadia Counselor' },
    });
    const [told] = await db.select().from(notifications).where(eq(notifications.recipientId, counselor.id));
    expect(told?.message).toMatch(/Sadia Islam/);

    const leadOf = (who: TestEmployee) => staff('GET', `/admin/lead-of-student/${student.studentId}`, who);
    expect((await leadOf(admin)).json().data).toEqual({ profileId });
    expect((await leadOf(counselor)).json().data).toEqual({ profileId });
    expect((await leadOf(otherCounselor)).statusCode).toBe(403);

    const [audited] = await db.select().from(auditEvents).where(eq(auditEvents.recordId, profileId));
    expect(audited).toMatchObject({ action: 'converted', after: { student: student.studentId } });

    const again = await staff('POST', `/admin/convert-profile/${profileId}`, admin, { counselor: otherCounselor.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already a student/);
  });

  it('then shows the lead to its counselor only, in their list and its detail', async () => {
    const mine = await staff('GET', `/admin/counselor-student-profile-list/${counselor.employeeId}?page=1`, counselor);
    expect(mine.json()).toMatchObject({ totalProfiles: 1, profiles: [{ _id: profileId }] });
    const theirs = await staff(
      'GET',
      `/admin/counselor-student-profile-list/${otherCounselor.employeeId}`,
      otherCounselor,
    );
    expect(theirs.json()).toEqual({ profiles: [], totalProfiles: 0 });
    expect((await staff('GET', `/admin/profile/${profileId}`, counselor)).statusCode).toBe(200);
    expect((await staff('GET', `/user/application-list/${profileId}`, counselor)).statusCode).toBe(200);
    expect((await staff('GET', `/admin/profile/${profileId}`, otherCounselor)).statusCode).toBe(403);
    const bySuperAdmin = await staff('GET', `/admin/counselor-student-profile-list/${counselor.employeeId}`, admin);
    expect(bySuperAdmin.json().totalProfiles).toBe(1);
  });

  it('hides the lead from its counselor while the student is deleted, not from Super Admin', async () => {
    const { studentId } = (await staff('GET', `/admin/profile/${profileId}`, admin)).json().data.student;
    expect((await staff('DELETE', `/super-admin/delete-student/${studentId}/x`, admin)).statusCode).toBe(200);
    const mine = await staff('GET', `/admin/counselor-student-profile-list/${counselor.employeeId}`, counselor);
    expect(mine.json()).toEqual({ profiles: [], totalProfiles: 0 });
    for (const path of [`/admin/profile/${profileId}`, `/user/application-list/${profileId}`]) {
      expect((await staff('GET', path, counselor)).statusCode).toBe(403);
      expect((await staff('GET', path, admin)).statusCode).toBe(200);
    }
  });

  it('refuses to convert a lead who is already registered as a student by hand', async () => {
    const body = lead({ name: 'Walk In' });
    const answer = await enquire(body);
    await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Walk In', phoneNumber: body.phone }),
    );
    const converted = await staff('POST', `/admin/convert-profile/${answer.json().data.profileId}`, admin, {
      counselor: counselor.id,
    });
    expect(converted.statusCode).toBe(409);
    expect(converted.json().error.message).toBe('Student already exists');
    const [row] = await db.select().from(websiteProfiles).where(eq(websiteProfiles.id, answer.json().data.profileId));
    expect(row?.studentId).toBeNull();
  });
});
