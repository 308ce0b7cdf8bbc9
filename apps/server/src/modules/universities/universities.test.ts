import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callerOf,
  eventually,
  holdOpen,
  lockWaits,
  makeEmployee,
  type TestEmployee,
  testApp,
} from '../../../test/helpers.ts';
import { universityCourses, webApplications } from '../../db/schema/website.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor']);
});

const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}` });
const save = callerOf(app);

describe('the catalogue', () => {
  it('holds the sample universities, ten a page, best ranked first, for anyone', async () => {
    const first = (await get('/universities')).json().data;
    expect(first.total).toBeGreaterThanOrEqual(35);
    expect(first.universities).toHaveLength(10);
    const ranks = first.universities.map((u: { worldRank: number | null }) => u.worldRank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(first.universities[0].courses.length).toBeGreaterThan(0);
    const last = (await get(`/universities?page=${Math.ceil(first.total / 10)}`)).json().data;
    expect(last.universities.length).toBe(first.total % 10 || 10);
    const countries = new Set();
    for (let page = 1; page <= Math.ceil(first.total / 10); page += 1) {
      for (const u of (await get(`/universities?page=${page}`)).json().data.universities) countries.add(u.country);
    }
    expect([...countries]).toEqual(expect.arrayContaining(['UK', 'USA', 'Canada', 'Australia', 'Germany', 'Malaysia']));
  });

  it('lists every country and intake of the catalogue for the course finder’s choices, for anyone', async () => {
    const response = await get('/universities/choices');
    expect(response.statusCode).toBe(200);
    const { countries, intakes } = response.json().data;
    expect(countries).toEqual([...countries].sort());
    expect(countries).toEqual(expect.arrayContaining(['UK', 'USA', 'Canada', 'Germany', 'New Zealand']));
    expect(new Set(countries).size).toBe(countries.length);
    // calendar order, the seasons after the months
    expect(intakes.slice(0, 3)).toEqual(['January', 'February', 'March']);
    expect(intakes.indexOf('September')).toBeLessThan(intakes.indexOf('October'));
    expect(intakes.indexOf('December') === -1 || intakes.indexOf('December') < intakes.indexOf('Fall')).toBe(true);
    expect(intakes.indexOf('Fall')).toBeGreaterThan(intakes.indexOf('November'));
  });

  it('filters by country prefix, course and intake, case-insensitively', async () => {
    const germany = (await get('/universities?country=germ')).json().data;
    expect(germany.total).toBeGreaterThan(0);
    expect(germany.universities.every((u: { country: string }) => u.country === 'Germany')).toBe(true);
    const data = (await get('/universities?course=data%20science&intake=sep')).json().data;
    expect(data.total).toBeGreaterThan(0);
    for (const u of data.universities) {
      expect(u.courses.some((c: { subject: string }) => /data science/i.test(c.subject))).toBe(true);
      expect(u.intakes.some((i: string) => i.startsWith('Sep'))).toBe(true);
    }
    expect((await get('/universities?country=Atlantis')).json().data).toEqual({ universities: [], total: 0 });
    expect((await get('/universities?course=100%25')).json().data.total).toBe(0);
    expect((await get('/universities?page=0')).statusCode).toBe(400);
  });

  it('suggests values that start with what was typed', async () => {
    expect((await get('/universities/suggestions?field=country&prefix=ca')).json().data).toEqual(['Canada']);
    const intakes = (await get('/universities/suggestions?field=intake&prefix=s')).json().data;
    expect(intakes).toEqual(expect.arrayContaining(['September', 'Spring']));
    const courses = (await get('/universities/suggestions?field=course&prefix=msc')).json().data;
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((c: string) => c.toLowerCase().startsWith('msc'))).toBe(true);
    // University names, for the application form (issue 22).
    expect((await get('/universities/suggestions?field=university&prefix=university%20of%20tor')).json().data).toEqual([
      'University of Toronto',
    ]);
    expect((await get('/universities/suggestions?field=password&prefix=a')).statusCode).toBe(400);
  });
});

describe('editing the catalogue', () => {
  const body = {
    name: 'University of Testing',
    country: 'Ireland',
    location: 'Galway',
    intakes: ['September'],
    scholarship: true,
    courses: [{ subject: 'MSc Quality', level: 'Postgraduate' }],
  };

  it('is for Super Admin only', async () => {
    expect((await save('POST', '/universities', counselor, body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/v1/universities', payload: body })).statusCode).toBe(401);
  });

  it('adds a university with its courses, refuses a duplicate and invalid fields', async () => {
    const created = await save('POST', '/universities', admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: body.name,
      courses: [{ subject: 'MSc Quality' }],
      worldRank: null,
    });
    const again = await save('POST', '/universities', admin, { ...body, name: 'UNIVERSITY OF TESTING' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.name).toBe('Already in the catalogue for this country');
    const invalid = await save('POST', '/universities', admin, { ...body, name: '', worldRank: 'first' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(expect.arrayContaining(['name', 'worldRank']));
  });

  it('edits fields and courses, and keeps a course someone applied to', async () => {
    const { _id, courses } = (await save('POST', '/universities', admin, { ...body, name: 'Edit Me' })).json().data;
    const edited = await save('PUT', `/universities/${_id}`, admin, {
      ...body,
      name: 'Edited',
      courses: [{ ...courses[0], tuitionFees: '€12,000' }, { subject: 'MSc New' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.courses.map((c: { subject: string }) => c.subject)).toEqual(['MSc New', 'MSc Quality']);
    const notACourse = await save('PUT', `/universities/${_id}`, admin, {
      ...body,
      courses: [{ _id: 'not-a-uuid', subject: 'MSc Odd' }],
    });
    expect(notACourse.statusCode).toBe(400);
    expect(notACourse.json().error.fields).toEqual({ 'courses.0._id': 'Not a course of this university' });

    const enquiry = await app.inject({
      method: 'POST',
      url: '/api/v1/public/enquiry',
      payload: { name: 'Applicant', email: 'applicant@example.net', phone: '+880 1999 000111' },
    });
    const cookie = enquiry.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const applied = await app.inject({
      method: 'POST',
      url: '/api/v1/public/applications',
      headers: { cookie },
      payload: { courseId: courses[0]._id, intake: 'September' },
    });
    expect(applied.statusCode).toBe(201);
    const removing = await save('PUT', `/universities/${_id}`, admin, { ...body, name: 'Edited', courses: [] });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().error.message).toMatch(/MSc Quality has applications/);
    const after = (await get('/universities?country=Ireland&course=quality')).json().data.universities;
    expect(after.find((u: { _id: string }) => u._id === _id).courses).toHaveLength(2);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await save('PUT', `/universities/${unknown}`, admin, body)).statusCode).toBe(404);
  });
});

// Removing a course while a website visitor applies to it. The side that comes second is held open on its own
// connection, so the other meets its locks every time, not only when the timing happens to fall that way.
describe('removing a course while a visitor applies to it', () => {
  const body = {
    name: 'Racing Institute',
    country: 'Iceland',
    intakes: ['September'],
    courses: [{ subject: 'MSc Timing', level: 'Postgraduate' }],
  };
  let unique = 0;
  /** A new university with one course, and a visitor's enquiry (its profile and cookie). */
  async function world() {
    unique += 1;
    const made = await save('POST', '/universities', admin, { ...body, name: `${body.name} ${unique}` });
    const university = made.json().data;
    const enquiry = await app.inject({
      method: 'POST',
      url: '/api/v1/public/enquiry',
      payload: { name: 'Quick Applicant', email: `quick${unique}@example.net`, phone: `+880 1999 00${unique}222` },
      remoteAddress: `10.9.0.${unique}`,
    });
    const cookie = enquiry.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { university, course: university.courses[0], profileId: enquiry.json().data.profileId as string, cookie };
  }
  const applicationsTo = (courseId: string) =>
    db.select().from(webApplications).where(eq(webApplications.courseId, courseId));

  it('keeps the course the visitor applied to while the edit waited: 409, not a 500', async () => {
    const { university, course, profileId } = await world();
    // The visitor's application, written and not yet committed.
    const applying = holdOpen(db, (tx) =>
      tx.insert(webApplications).values({ profileId, courseId: course._id, intake: 'September' }),
    );
    await applying.opened;
    const removing = save('PUT', `/universities/${university._id}`, admin, {
      ...body,
      name: university.name,
      courses: [],
    });
    await eventually(async () => (await lockWaits(db)) >= 1, 'the edit waiting for the application');
    applying.release();
    await applying.ended;
    const removed = await removing;
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json().error.code).toBe('COURSE_IN_USE');
    expect(await db.select().from(universityCourses).where(eq(universityCourses.id, course._id))).toHaveLength(1);
    expect(await applicationsTo(course._id)).toHaveLength(1);
  });

  it('answers 404 to a visitor whose course was removed while the application waited, not a 500', async () => {
    const { university, course, cookie } = await world();
    // The course's removal, done and not yet committed.
    const removal = holdOpen(db, (tx) => tx.delete(universityCourses).where(eq(universityCourses.id, course._id)));
    await removal.opened;
    const applying = app.inject({
      method: 'POST',
      url: '/api/v1/public/applications',
      headers: { cookie },
      payload: { courseId: course._id, intake: university.intakes[0] },
    });
    await eventually(async () => (await lockWaits(db)) >= 1, 'the application waiting for the removal');
    removal.release();
    await removal.ended;
    const applied = await applying;
    expect(applied.statusCode, applied.body).toBe(404);
    expect(await applicationsTo(course._id)).toEqual([]);
  });
});
