import { readdir } from 'node:fs/promises';
import type { ChecklistItem, StudentChecklist, TemplateItem } from '@studydesk/shared/checklists';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { callerOf, holdOpen, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { documents, studentEvents } from '../../db/schema.ts';
import { missingDocuments, reviewChecklistItem } from './checklists.service.ts';

const { app, db, config } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor'], { name: 'Rina Counselor' });
const otherCounselor = await makeEmployee(db, ['Counselor']);
const officer = await makeEmployee(db, ['admin Officer']);
const otherOfficer = await makeEmployee(db, ['admin Officer']);
const visa = await makeEmployee(db, ['Admin Office Visa Section']);

const call = callerOf(app);
const upload = (studentId: number, slot: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/student/add-documents/${studentId}/x`,
    headers: { cookie: counselor.cookie },
    payload: multipart({ documentName: slot }, { name: `${slot}.pdf`, content: PDF }),
  });
const checklistOf = async (studentId: number, who: TestEmployee = counselor) =>
  (await call('GET', `/student/${studentId}/checklist`, who)).json().data as StudentChecklist;
const itemOf = async (studentId: number, key: string) =>
  (await checklistOf(studentId)).items.find((i) => i.key === key) as ChecklistItem;

async function ukStudent(details: Record<string, string> = {}) {
  return registerStudent(
    app,
    receptionist.cookie,
    studentInput(counselor.id, { chosenCountryName: 'United Kingdom', ...details }),
  );
}

describe('checklist templates', () => {
  it('are seeded for every destination, and only Super Admin replaces one, validated and audited', async () => {
    const list = (await call('GET', '/settings/checklists', counselor)).json().data as {
      country: string;
      items: TemplateItem[];
    }[];
    expect(list.map((t) => t.country)).toEqual(['UK', 'Canada', 'Australia', 'USA', 'Other']);
    const uk = list[0]?.items ?? [];
    expect(uk.find((i) => i.key === 'passport')).toMatchObject({
      stage: 'application',
      expires: true,
      slot: 'passport',
    });
    expect(uk.find((i) => i.key === 'cas')).toMatchObject({ stage: 'visa', expires: true, slot: null });

    const items = [...uk, { key: 'policeClearance', label: 'Police clearance', stage: 'visa', expires: false }];
    expect((await call('PUT', '/settings/checklists/UK', counselor, { items })).statusCode).toBe(403);
    const refusals: [string, object, string][] = [
      ['UK', { items: [] }, 'items'],
      ['UK', { items: [{ key: 'a', label: '', stage: 'visa' }] }, 'items.0.label'],
      ['UK', { items: [{ key: 'Bad key', label: 'X', stage: 'visa' }] }, 'items.0.key'],
      ['UK', { items: [{ key: 'a', label: 'X', stage: 'later' }] }, 'items.0.stage'],
      ['UK', { items: [{ key: 'a', label: 'X'.repeat(81), stage: 'visa' }] }, 'items.0.label'],
      [
        'UK',
        {
          items: [
            { key: 'a', label: 'X', stage: 'visa' },
            { key: 'a', label: 'Y', stage: 'visa' },
          ],
        },
        'items.1.key',
      ],
      ['Mars', { items }, 'country'],
    ];
    for (const [country, body, field] of refusals) {
      const response = await call('PUT', `/settings/checklists/${country}`, admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    const saved = await call('PUT', '/settings/checklists/UK', admin, { items });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items.at(-1)).toMatchObject({ key: 'policeClearance', slot: null });
    expect(saved.json().data.updatedBy).toBe(admin.name);
    const trail = await call('GET', '/audit?recordId=checklist-UK', admin);
    expect(trail.json().data[0]).toMatchObject({ action: 'checklist-saved' });
  });
});

describe('a student’s checklist', () => {
  it('follows the destination, and moves requested → uploaded → rejected (with a reason) → uploaded → verified', async () => {
    const student = await ukStudent();
    const checklist = await checklistOf(student.studentId);
    expect(checklist.destination).toBe('UK');
    expect(checklist.items.every((i) => i.state === 'requested')).toBe(true);
    expect(await missingDocuments(db, student._id)).toContain('Passport');

    const path = `/student/${student.studentId}/checklist/passport`;
    const noFile = await call('PATCH', path, counselor, { state: 'verified' });
    expect(noFile.statusCode, noFile.body).toBe(409);

    await upload(student.studentId, 'passport');
    expect(await itemOf(student.studentId, 'passport')).toMatchObject({ state: 'uploaded', versions: 1 });
    const noReason = await call('PATCH', path, counselor, { state: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    expect((await call('PATCH', path, counselor, { state: 'rejected', reason: '   ' })).statusCode).toBe(400);
    expect((await call('PATCH', path, counselor, { state: 'approved' })).statusCode).toBe(400);
    expect((await call('PATCH', path, counselor, {})).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/student/${student.studentId}/checklist/nothingLikeThis`, counselor, { state: 'verified' }))
        .statusCode,
    ).toBe(404);

    const rejected = await call('PATCH', path, counselor, { state: 'rejected', reason: 'The photo page is cut off' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      state: 'rejected',
      reason: 'The photo page is cut off',
      reviewedBy: { id: counselor.id, name: 'Rina Counselor' },
    });
    expect(await missingDocuments(db, student._id)).toContain('Passport');
    const [event] = await db
      .select({ payload: studentEvents.payload })
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, student._id), eq(studentEvents.kind, 'document-reviewed')));
    expect(event?.payload).toEqual({
      itemKey: 'passport',
      label: 'Passport',
      state: 'rejected',
      reason: 'The photo page is cut off',
    });

    await upload(student.studentId, 'passport');
    expect(await itemOf(student.studentId, 'passport')).toMatchObject({ state: 'uploaded', versions: 2, reason: null });
    const verified = await call('PATCH', path, counselor, { state: 'verified', expiresAt: '2035-01-31' });
    expect(verified.json().data).toMatchObject({ state: 'verified', expiresAt: '2035-01-31', expiryWarning: null });
    expect(await missingDocuments(db, student._id)).not.toContain('Passport');
  });

  it('takes uploads of a template’s own items, kept in versions, with an expiry date past or not', async () => {
    const student = await ukStudent();
    const send = (key: string, query = '', who = counselor) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/student/${student.studentId}/checklist/${key}${query}`,
        headers: { cookie: who.cookie },
        payload: multipart({}, { name: `${key}.pdf`, content: PDF }),
      });
    const cas = await send('cas', '?expiresAt=2021-06-30');
    expect(cas.statusCode, cas.body).toBe(201);
    expect(cas.json().data).toMatchObject({
      state: 'uploaded',
      versions: 1,
      expiresAt: '2021-06-30',
      expiryWarning: 'expired',
    });
    expect((await send('policeClearance', '?expiresAt=2031-01-01')).statusCode).toBe(400);
    expect((await send('policeClearance', '?expiresAt=someday')).statusCode).toBe(400);
    expect((await send('noSuchDocument')).statusCode).toBe(404);
    expect((await send('policeClearance', '', otherCounselor)).statusCode).toBe(403);
    const first = await send('policeClearance');
    expect(first.json().data).toMatchObject({ label: 'Police clearance', state: 'uploaded', versions: 1 });
    const path = `/student/${student.studentId}/checklist/policeClearance`;
    await call('PATCH', path, counselor, { state: 'rejected', reason: 'Not signed' });
    const again = await send('policeClearance');
    expect(again.json().data).toMatchObject({ state: 'uploaded', versions: 2, reason: null });
    expect((await call('PATCH', path, counselor, { state: 'verified' })).json().data.state).toBe('verified');
    // a template's own item stays out of the 16 slots' map
    const map = await call('GET', `/student/get-documents/${student.studentId}`, counselor);
    expect(Object.keys(map.json().data)).toEqual([]);
  });

  it('takes no upload or review for a deleted student, from Super Admin either, until restored', async () => {
    const student = await ukStudent();
    expect((await upload(student.studentId, 'passport')).statusCode).toBe(200);
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.studentId}/checklist/cas`,
      headers: { cookie: admin.cookie },
      payload: multipart({}, { name: 'cas.pdf', content: PDF }),
    });
    expect(sent.statusCode).toBe(404);
    const review = await call('PATCH', `/student/${student.studentId}/checklist/passport`, admin, {
      state: 'verified',
    });
    expect(review.statusCode).toBe(404);
    expect((await checklistOf(student.studentId, admin)).items.find((i) => i.key === 'passport')?.state).toBe(
      'uploaded',
    );
    const kept = await db.select().from(documents).where(eq(documents.ownerId, student._id));
    expect(kept.map((d) => d.slot)).toEqual(['passport']);
  });

  it('keeps showing, read-only, the documents of a destination the student no longer has', async () => {
    const student = await ukStudent();
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.studentId}/checklist/cas`,
      headers: { cookie: counselor.cookie },
      payload: multipart({}, { name: 'cas.pdf', content: PDF }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await upload(student.studentId, 'passport')).statusCode).toBe(200);
    expect((await checklistOf(student.studentId)).others).toEqual([]);
    const moved = await call('PATCH', `/student/${student.studentId}`, counselor, {
      chosenCountryName: 'Canada',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const canada = await checklistOf(student.studentId);
    expect(canada.destination).toBe('Canada');
    expect(canada.items.map((i) => i.key)).not.toContain('cas');
    // the passport is on Canada's checklist too; the CAS is on none of it, and is not lost
    expect(canada.others).toEqual([
      {
        key: 'cas',
        label: 'CAS (Confirmation of Acceptance for Studies)',
        file: expect.objectContaining({ name: 'cas.pdf' }),
        versions: 1,
      },
    ]);
  });

  it('refuses a verdict on a version a newer one has replaced since the reviewer opened it', async () => {
    const student = await ukStudent();
    await upload(student.studentId, 'passport');
    const seen = (await itemOf(student.studentId, 'passport')).file?._id;
    await upload(student.studentId, 'passport');
    const latest = (await itemOf(student.studentId, 'passport')).file?._id;
    const path = `/student/${student.studentId}/checklist/passport`;
    const stale = await call('PATCH', path, counselor, { state: 'verified', documentId: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'CHANGED_MEANWHILE',
      message: 'A newer version of Passport came in since you opened it: look at it, then review it.',
    });
    expect(await itemOf(student.studentId, 'passport')).toMatchObject({ state: 'uploaded', versions: 2 });
    expect((await call('PATCH', path, counselor, { state: 'verified', documentId: 'v1' })).statusCode).toBe(400);
    const current = await call('PATCH', path, counselor, { state: 'verified', documentId: latest });
    expect(current.json().data).toMatchObject({ state: 'verified', versions: 2 });
  });

  it('rejects once when asked twice at the same moment: one event, one e-mail to the student', async () => {
    const student = await ukStudent();
    await upload(student.studentId, 'passport');
    const path = `/student/${student.studentId}/checklist/passport`;
    const body = { state: 'rejected', reason: 'The photo page is cut off' } as const;
    const reviewer = { ...counselor, role: 'Counselor' as const, sessionId: 'test' };
    const counts = async () => ({
      events: await db.$count(
        studentEvents,
        and(eq(studentEvents.studentId, student._id), eq(studentEvents.kind, 'document-reviewed')),
      ),
      mails: await db.$count(
        outboxMessages,
        and(eq(outboxMessages.studentId, student._id), eq(outboxMessages.templateKey, 'document-rejected')),
      ),
    });
    // The first tab's rejection, its transaction still open when the second tab's (or the retry's) arrives.
    const first = holdOpen(db, (tx) => reviewChecklistItem(tx, student._id, 'passport', body, reviewer));
    await first.opened;
    const second = call('PATCH', path, counselor, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.release();
    await first.ended;
    const answer = await second;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ state: 'rejected', reason: body.reason });
    expect(await counts()).toEqual({ events: 1, mails: 1 });
    // the same verdict later changes nothing either; another reason is a new verdict, told to the student
    expect((await call('PATCH', path, counselor, body)).statusCode).toBe(200);
    expect(await counts()).toEqual({ events: 1, mails: 1 });
    const other = await call('PATCH', path, counselor, { state: 'rejected', reason: 'It has expired' });
    expect(other.json().data).toMatchObject({ state: 'rejected', reason: 'It has expired' });
    expect(await counts()).toEqual({ events: 2, mails: 2 });
  });

  it('keeps neither the file nor its expiry date when writing the date fails', async () => {
    const student = await ukStudent();
    const versions = () => db.$count(documents, eq(documents.ownerId, student._id));
    // a failure of the database between the upload's two writes, made on purpose
    await db.execute(sql`create function refuse_review() returns trigger language plpgsql as
      $$ begin raise exception 'the review could not be written'; end $$`);
    await db.execute(sql`create trigger refuse_review before insert on checklist_reviews
      for each row execute function refuse_review()`);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.studentId}/checklist/cas?expiresAt=2031-06-30`,
      headers: { cookie: counselor.cookie },
      payload: multipart({}, { name: 'cas.pdf', content: PDF }),
    });
    await db.execute(sql`drop trigger refuse_review on checklist_reviews`);
    expect(refused.statusCode).toBe(500);
    expect(await versions()).toBe(0);
    expect(await itemOf(student.studentId, 'cas')).toMatchObject({ state: 'requested', versions: 0, expiresAt: null });
    const stored = await readdir(`${config.dataDir}/files/students/${student._id}`).catch(() => [] as string[]);
    expect(stored).toEqual([]);
  });

  it('lets the owner, the admin Officer and Super Admin review; others get 403 and nothing of the student', async () => {
    const student = await ukStudent();
    await upload(student.studentId, 'cv');
    await call('PATCH', `/counselor/assign-student-to-applicant/${student._id}/${officer.id}`, counselor, {});
    const path = `/student/${student.studentId}/checklist/cv`;
    for (const who of [otherCounselor, otherOfficer, receptionist, visa]) {
      const response = await call('PATCH', path, who, { state: 'verified' });
      expect(response.statusCode, who.name).toBe(403);
      expect(response.body).not.toContain(student.fullName);
    }
    const look = await call('GET', `/student/${student.studentId}/checklist`, otherCounselor);
    expect(look.statusCode).toBe(403);
    expect(Object.keys(look.json())).toEqual(['error']);
    for (const who of [counselor, officer, admin]) {
      expect((await call('PATCH', path, who, { state: 'verified' })).statusCode, who.name).toBe(200);
    }
  });

  it('accepts an expiry date in the past with a warning, and marks a passport expiring before intake + 6 months', async () => {
    const student = await ukStudent({ intake: 'September 2027', testDate: '2025-03-10' });
    await upload(student.studentId, 'passport');
    const past = await call('PATCH', `/student/${student.studentId}/checklist/passport`, counselor, {
      expiresAt: '2020-05-01',
    });
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().data).toMatchObject({ state: 'uploaded', expiresAt: '2020-05-01', expiryWarning: 'expired' });
    const cv = await call('PATCH', `/student/${student.studentId}/checklist/cv`, counselor, {
      expiresAt: '2030-01-01',
    });
    expect(cv.statusCode).toBe(400);
    expect(
      (await call('PATCH', `/student/${student.studentId}/checklist/passport`, counselor, { expiresAt: '2027-02-30' }))
        .statusCode,
    ).toBe(400);

    await call('PATCH', `/student/${student.studentId}/checklist/passport`, counselor, { expiresAt: '2028-01-15' });
    const checklist = await checklistOf(student.studentId);
    expect(checklist.warnings[0]).toContain('The passport expires on 15 January 2028');
    await call('PATCH', `/student/${student.studentId}/checklist/passport`, counselor, { expiresAt: '2028-03-01' });
    expect((await checklistOf(student.studentId)).warnings).toEqual([]);
    // the English test is valid two years from its test date
    expect(checklist.items.find((i) => i.key === 'ielts')?.expiresAt).toBe('2027-03-10');
  });
});
