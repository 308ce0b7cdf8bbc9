// Staff merge two website enquiries of one person: nothing either holds is lost, neither the staff's work on their
// applications, a ticked box, nor the mark of a third enquiry that matched only the one merged away.
import type { EnquiryInput } from '@studydesk/shared/website-leads';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { webApplications, websiteProfiles } from '../../db/schema/website.ts';
import { auditEvents } from '../../db/schema.ts';
import { VISITOR_COOKIE } from './visitor.ts';
import { foldWork } from './website-leads.fold.ts';

const { app, db } = await testApp();
const staff = callerOf(app);
let admin: TestEmployee;
let address = 0;
let n = 0;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
});

/** An enquiry from a new browser; its profile and that browser's visitor cookie. */
async function enquire(email: string, phone: string, more: Partial<EnquiryInput> = {}) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/public/enquiry',
    payload: { name: 'Same Person', email, phone, ...more },
    remoteAddress: `10.5.0.${++address}`,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const cookie = sent.cookies.find((c) => c.name === VISITOR_COOKIE);
  return { id: sent.json().data.profileId as string, cookie: `${VISITOR_COOKIE}=${cookie?.value}` };
}

/** Two enquiries of one person (same phone, other e-mails), the later a duplicate of the earlier. */
async function twoEnquiries(more: Partial<EnquiryInput> = {}) {
  n += 1;
  const phone = `+880 1811 ${300000 + n}`;
  const earlier = await enquire(`merge.first${n}@example.net`, phone);
  const duplicate = await enquire(`merge.second${n}@example.net`, phone, more);
  return { earlier, duplicate };
}

async function apply(visitor: { cookie: string }, note = '') {
  const university = (await app.inject({ method: 'GET', url: '/api/v1/universities?country=uk' })).json().data
    .universities[0];
  const applied = await app.inject({
    method: 'POST',
    url: '/api/v1/public/applications',
    headers: { cookie: visitor.cookie },
    payload: { courseId: university.courses[0]._id, intake: university.intakes[0], note },
    remoteAddress: `10.5.1.${++address}`,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return applied.json().data._id as string;
}

const move = (profileId: string, applicationId: string, change: object) =>
  staff('PATCH', `/user/application-list/${profileId}/${applicationId}`, admin, change);
const merge = (profileId: string) => staff('POST', `/admin/merge-profile/${profileId}`, admin);
const markOf = async (id: string) =>
  (await db.select().from(websiteProfiles).where(eq(websiteProfiles.id, id)))[0]?.duplicateOf;

describe('merging two enquiries that applied to the same course and intake', () => {
  it("keeps the staff's work on the duplicate's application on the one kept, and names it in the audit", async () => {
    const { earlier, duplicate } = await twoEnquiries();
    const kept = await apply(earlier, 'Scholarship?');
    const dropped = await apply(duplicate);
    const moved = await move(duplicate.id, dropped, {
      status: 'offer-received',
      note: 'Documents checked',
      offerLetter: 'https://offers.example/7',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const merged = await merge(duplicate.id);
    expect(merged.statusCode, merged.body).toBe(200);
    const applications = await db.select().from(webApplications).where(eq(webApplications.profileId, earlier.id));
    expect(applications).toEqual([
      expect.objectContaining({
        id: kept,
        status: 'offer-received',
        note: 'Scholarship?\nDocuments checked',
        offerLetter: 'https://offers.example/7',
        updatedBy: admin.id,
      }),
    ]);
    const [audited] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, earlier.id), eq(auditEvents.action, 'merged')));
    expect(audited?.before).toMatchObject({ applications: [{ status: 'submitted', offerLetter: '' }] });
    expect(audited?.after).toMatchObject({
      applications: [
        {
          course: expect.stringMatching(/, /),
          status: 'offer-received',
          note: 'Scholarship?\nDocuments checked',
          offerLetter: 'https://offers.example/7',
        },
      ],
    });
  });

  it("keeps the kept application's status when the other is as far along, naming the one not taken", async () => {
    const { earlier, duplicate } = await twoEnquiries();
    const kept = await apply(earlier);
    await move(earlier.id, kept, { status: 'accepted', offerLetter: 'https://offers.example/1' });
    const dropped = await apply(duplicate);
    await move(duplicate.id, dropped, { status: 'rejected', offerLetter: 'https://offers.example/2' });

    expect((await merge(duplicate.id)).statusCode).toBe(200);
    const [application] = await db.select().from(webApplications).where(eq(webApplications.id, kept));
    expect(application).toMatchObject({ status: 'accepted', offerLetter: 'https://offers.example/1' });
    const [audited] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, earlier.id), eq(auditEvents.action, 'merged')));
    expect(audited?.after).toMatchObject({
      applications: [{ notTaken: { status: 'rejected', offerLetter: 'https://offers.example/2' } }],
    });
  });

  it('folds work field by field: the status further along, a note or link filling an empty one', () => {
    const work = (status: string, note = '', offerLetter = '') => ({ status, note, offerLetter });
    expect(foldWork(work('submitted'), work('in-review'))).toEqual(work('in-review'));
    expect(foldWork(work('offer-received'), work('in-review'))).toEqual(work('offer-received'));
    expect(foldWork(work('submitted', 'Call back'), work('submitted', 'Call back'))).toEqual(
      work('submitted', 'Call back'),
    );
    expect(foldWork(work('submitted', '', 'https://a'), work('submitted', 'Sent', 'https://b'))).toEqual(
      work('submitted', 'Sent', 'https://a'),
    );
    expect(foldWork(work('rejected'), work('accepted'))).toEqual(work('rejected'));
  });
});

describe('an enquiry that matches only a duplicate', () => {
  it('is marked a duplicate of the original, and stays marked once that duplicate is merged', async () => {
    const phone = '+880 1811 399001';
    const original = await enquire('chain.a@example.net', phone);
    const middle = await enquire('chain.b@example.net', phone);
    const third = await enquire('chain.b@example.net', '+880 1811 399002');
    expect(await markOf(middle.id)).toBe(original.id);
    expect(await markOf(third.id)).toBe(original.id);

    expect((await merge(middle.id)).statusCode).toBe(200);
    expect(await markOf(third.id)).toBe(original.id);
    expect((await merge(third.id)).statusCode).toBe(200);
  });

  it('marked before marks pointed at the original, is re-pointed to the earlier profile by the merge', async () => {
    const phone = '+880 1811 399003';
    const original = await enquire('legacy.a@example.net', phone);
    const middle = await enquire('legacy.b@example.net', phone);
    const third = await enquire('legacy.b@example.net', '+880 1811 399004');
    await db.update(websiteProfiles).set({ duplicateOf: middle.id }).where(eq(websiteProfiles.id, third.id));

    expect((await merge(middle.id)).statusCode).toBe(200);
    expect(await markOf(third.id)).toBe(original.id);
    const merged = await merge(third.id);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data._id).toBe(original.id);
  });
});

describe('merging the tickboxes', () => {
  it('keeps a tick of the duplicate where the earlier enquiry left the box unticked', async () => {
    const { earlier, duplicate } = await twoEnquiries({
      additional: { address: '', withSpouse: true, withChildren: true },
    });
    const merged = await merge(duplicate.id);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data._id).toBe(earlier.id);
    expect(merged.json().data.additional).toMatchObject({ withSpouse: true, withChildren: true });
  });
});
