import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, holdOpen, lockWaits, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { webApplications, websiteProfiles } from '../../db/schema/website.ts';
import { VISITOR_COOKIE } from './visitor.ts';
import { mergeDuplicate } from './website-leads.enquiry.ts';

// A visitor applies to a course while staff merge their enquiry into the earlier one it duplicates. The merge is
// held open on its own connection, so the application meets its locks every time, not only by chance.

const { app, db } = await testApp();
let admin: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
});

function enquire(email: string, address: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: { name: 'Twice Enquired', email, phone: '+880 1811 555123' },
    remoteAddress: address,
  });
}

describe('applying while staff merge the enquiry into its earlier one', () => {
  it('asks for the enquiry again (403) and forgets it, not a 500; the merge keeps the earlier profile', async () => {
    const earlier = (await enquire('twice.first@example.net', '10.8.0.1')).json().data.profileId as string;
    const second = await enquire('twice.second@example.net', '10.8.0.2');
    const duplicate = second.json().data.profileId as string;
    const cookie = second.cookies.find((c) => c.name === VISITOR_COOKIE);
    const university = (await app.inject({ method: 'GET', url: '/api/v1/universities?country=uk' })).json().data
      .universities[0];

    const merge = holdOpen(db, (tx) => mergeDuplicate(tx, duplicate, { ...admin, role: 'Super Admin', sessionId: '' }));
    await merge.opened;
    const applying = app.inject({
      method: 'POST',
      url: '/api/v1/public/applications',
      headers: { cookie: `${VISITOR_COOKIE}=${cookie?.value}` },
      payload: { courseId: university.courses[0]._id, intake: university.intakes[0] },
      remoteAddress: '10.8.0.3',
    });
    await eventually(async () => (await lockWaits(db)) >= 1, 'the application waiting for the merge');
    merge.release();
    await merge.ended;
    const applied = await applying;
    expect(applied.statusCode, applied.body).toBe(403);
    expect(applied.json().error.code).toBe('NO_ENQUIRY');
    expect(String(applied.headers['set-cookie'])).toMatch(new RegExp(`^${VISITOR_COOKIE}=;`));
    expect(await db.select().from(websiteProfiles).where(eq(websiteProfiles.id, duplicate))).toEqual([]);
    expect(await db.select().from(websiteProfiles).where(eq(websiteProfiles.id, earlier))).toHaveLength(1);
    expect(await db.select().from(webApplications).where(eq(webApplications.profileId, earlier))).toEqual([]);
  });
});
