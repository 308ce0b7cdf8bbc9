import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { studentEvents, students, universityApplications } from '../../db/schema.ts';
import { LINK_IN_TEXT, linkWorks } from '../documents/upload-link.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { sweepMissingDocumentReminders } from './automatic.reminders.ts';

const { app, db } = await testApp({ PUBLIC_URL: 'https://office.example.com/' });
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const otherCounselor = await makeEmployee(db, ['Counselor']);

const call = callerOf(app);
const messagesOf = (studentUuid: string, templateKey?: string) =>
  db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.studentId, studentUuid),
        templateKey ? eq(outboxMessages.templateKey, templateKey) : undefined,
      ),
    );
const register = (overrides: Parameters<typeof studentInput>[1] = {}) =>
  registerStudent(app, receptionist.cookie, studentInput(counselor.id, overrides));
const happen = (
  studentId: string,
  kind: Parameters<typeof recordStudentEvents>[1][number]['kind'],
  payload: Record<string, unknown>,
) => db.transaction((tx) => recordStudentEvents(tx, [{ studentId, kind, actorId: counselor.id, payload }]));

/** An application of the student's to Leeds, in `status`, written straight to the table (no event of its own). */
async function leedsApplication(studentId: string, status: 'offer received' | 'unconditional offer') {
  const [application] = await db
    .insert(universityApplications)
    .values({
      studentId,
      applicantId: counselor.id,
      universityName: 'University of Leeds',
      subject: 'MSc',
      country: 'UK',
      intake: 'Sep 2027',
      status,
    })
    .returning();
  return application;
}

describe('automatic messages', () => {
  it('queue the welcome with a working upload link on registration, once', async () => {
    const student = await register({ fullName: 'Nadia <b>Islam</b>' });
    const [welcome, ...more] = await messagesOf(student._id);
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({ templateKey: 'welcome', automatic: true, state: 'queued', channel: 'email' });
    expect(welcome?.subject).toBe('Welcome, Nadia <b>Islam</b>');
    expect(welcome?.html).toContain('Nadia &lt;b&gt;Islam&lt;/b&gt;');
    expect(welcome?.text).toMatch(
      new RegExp(`https://office\\.example\\.com/file-upload/${student.studentId}/${counselor.employeeId}\\?t=`),
    );
    const link = await call('GET', `/student/${student.studentId}/upload-link`, counselor);
    expect(welcome?.text).toContain(link.json().data.url);
  });

  it('queue each trigger’s message once: rejected document, application, visa outcome, offer', async () => {
    const student = await register();
    await happen(student._id, 'document-reviewed', {
      itemKey: 'passport',
      label: 'Passport',
      state: 'rejected',
      reason: 'The photo page is cut off',
    });
    await happen(student._id, 'document-reviewed', { itemKey: 'cv', label: 'CV', state: 'verified' });
    await happen(student._id, 'application-added', { universityName: 'University of Leeds', country: 'UK' });
    await happen(student._id, 'visa-decided', { universityName: 'University of Leeds', status: 'success' });
    const [rejected] = await messagesOf(student._id, 'document-rejected');
    expect(rejected?.subject).toBe('Please send your Passport again');
    expect(rejected?.text).toContain('Reason: The photo page is cut off');
    const [submitted] = await messagesOf(student._id, 'application-submitted');
    expect(submitted?.subject).toBe('Your application to University of Leeds is submitted');
    const [visa] = await messagesOf(student._id, 'visa-outcome');
    expect(visa?.text).toContain('has arrived: granted.');
    const application = await leedsApplication(student._id, 'offer received');
    await happen(student._id, 'application-edited', { applicationId: application?.id, fields: ['note'] });
    expect(await messagesOf(student._id, 'offer-received')).toEqual([]);
    await happen(student._id, 'application-edited', { applicationId: application?.id, fields: ['status'] });
    const [offer] = await messagesOf(student._id, 'offer-received');
    expect(offer?.subject).toBe('Good news: an offer from University of Leeds');
    expect(offer?.text).toContain('(offer received)');
    expect(await messagesOf(student._id)).toHaveLength(5);
  });

  it("write an offer's status in the message's language", async () => {
    const student = await register();
    await db.update(students).set({ messageLanguage: 'bn' }).where(eq(students.id, student._id));
    const application = await leedsApplication(student._id, 'unconditional offer');
    await happen(student._id, 'application-edited', { applicationId: application?.id, fields: ['status'] });
    const [offer] = await messagesOf(student._id, 'offer-received');
    expect(offer?.text).toContain('(শর্তহীন অফার)');
    expect(offer?.text).not.toContain('unconditional offer');
  });

  it('are not queued when switched off, and refused for a student who opted out or has no valid address', async () => {
    await call('PUT', '/settings/templates/application-submitted', admin, { automatic: false });
    const student = await register();
    await happen(student._id, 'application-added', { universityName: 'Monash University', country: 'Australia' });
    expect(await messagesOf(student._id, 'application-submitted')).toEqual([]);
    await call('PUT', '/settings/templates/application-submitted', admin, { automatic: true });

    const optedOut = await register();
    await db.update(students).set({ messagesOptedOutAt: new Date() }).where(eq(students.id, optedOut._id));
    await happen(optedOut._id, 'visa-decided', { universityName: 'Monash University', status: 'rejected' });
    const [refused] = await messagesOf(optedOut._id, 'visa-outcome');
    expect(refused).toMatchObject({ state: 'refused', lastError: 'The student opted out of messages.' });

    const noMail = await register();
    await db.update(students).set({ email: 'not-an-address' }).where(eq(students.id, noMail._id));
    await happen(noMail._id, 'application-added', { universityName: 'Monash University', country: 'Australia' });
    const [bounced] = await messagesOf(noMail._id, 'application-submitted');
    expect(bounced?.state).toBe('refused');
    const failed = await db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, noMail._id), eq(studentEvents.kind, 'message-failed')));
    expect(failed.at(-1)?.payload).toMatchObject({ error: '“not-an-address” is not a valid e-mail address.' });
  });

  it('remind of missing documents every N days while any are missing, once per period', async () => {
    const student = await register();
    await call('PUT', '/settings/templates/missing-documents', admin, { reminderEveryDays: 3 });
    const missing = new Map([[student._id, ['Passport', 'IELTS result']]]);
    const missingOf = async (_tx: unknown, id: string) => missing.get(id) ?? [];
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    const reminded = async () => (await messagesOf(student._id, 'missing-documents')).length;

    await sweepMissingDocumentReminders(db, day(1), missingOf);
    expect(await reminded()).toBe(0); // registered less than 3 days ago
    await sweepMissingDocumentReminders(db, day(3.1), missingOf);
    await sweepMissingDocumentReminders(db, day(3.2), missingOf); // a second sweep claims nothing
    expect(await reminded()).toBe(1);
    const [first] = await messagesOf(student._id, 'missing-documents');
    expect(first?.text).toContain('- Passport\n- IELTS result');
    await sweepMissingDocumentReminders(db, day(5), missingOf);
    expect(await reminded()).toBe(1);
    await sweepMissingDocumentReminders(db, day(6.2), missingOf);
    expect(await reminded()).toBe(2);
    missing.delete(student._id);
    await sweepMissingDocumentReminders(db, day(10), missingOf);
    expect(await reminded()).toBe(2);
  });

  it('look at every student due in one sweep, batch after batch, and again N days after finding nothing missing', async () => {
    await call('PUT', '/settings/templates/missing-documents', admin, { reminderEveryDays: 3 });
    // Looked at already by the test before: every student of the file is due from day 20 on.
    const complete = [await register(), await register()];
    const lacking = await register();
    const missing = new Map([[lacking._id, ['Passport']]]);
    const looks: string[] = [];
    const missingOf = async (_tx: unknown, id: string) => {
      looks.push(id);
      return missing.get(id) ?? [];
    };
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from students
      where archived_at is null and messages_opted_out_at is null and status in ('follow-up', 'enrolled', 'application-processing', 'visa-processing')`);

    // A batch of one: the students with nothing missing do not hold back the one lacking a document.
    expect(await sweepMissingDocumentReminders(db, day(20), missingOf, 1)).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(lacking._id, 'missing-documents')).toHaveLength(1);
    expect(looks).toHaveLength(rows[0]?.n ?? 0);
    expect(looks).toEqual(expect.arrayContaining([...complete.map((s) => s._id), lacking._id]));
    // Nobody is looked at twice within the three days, then everyone again.
    expect(await sweepMissingDocumentReminders(db, day(22), missingOf, 1)).toBe(0);
    expect(looks).toHaveLength(rows[0]?.n ?? 0);
    missing.set(complete[0]?._id ?? '', ['IELTS result']);
    await sweepMissingDocumentReminders(db, day(23.1), missingOf, 1);
    expect(looks).toHaveLength(2 * (rows[0]?.n ?? 0));
    expect(await messagesOf(complete[0]?._id ?? '', 'missing-documents')).toHaveLength(1);
    expect(await messagesOf(lacking._id, 'missing-documents')).toHaveLength(2);
  });
});

describe('sending from the student’s page', () => {
  it('give a missing-documents reminder a working upload link, issued by the office when none works', async () => {
    const student = await register({ email: 'first.address@example.com' });
    // The correction revokes the welcome's link: none works when the reminder is written.
    await call('PATCH', `/student/${student.studentId}`, counselor, { email: 'second.address@example.com' });
    const missingOf = async () => ['Passport'];
    await sweepMissingDocumentReminders(db, new Date(Date.now() + 40 * 86_400_000), missingOf);
    const [reminder] = await messagesOf(student._id, 'missing-documents');
    const [link] = reminder?.text.matchAll(LINK_IN_TEXT) ?? [];
    expect(link?.[0]).toMatch(new RegExp(`^/file-upload/${student.studentId}/`));
    expect(await linkWorks(db, student._id, link?.[1] ?? '')).toBe(true);
  });

  it('queues a template or free message for those who may see the student; others get a 403', async () => {
    const student = await register();
    const draft = {
      templateKey: 'free-message',
      language: 'bn',
      subject: 'আপনার ভিসা সাক্ষাৎকার',
      body: 'প্রিয় {{student.fullName}},\nআগামীকাল সকাল ১০টায় আসুন।',
    };
    const preview = await call('POST', `/student/${student.studentId}/messages/preview`, counselor, draft);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.text).toBe(`প্রিয় ${student.fullName},\nআগামীকাল সকাল ১০টায় আসুন।`);
    const sent = await call('POST', `/student/${student.studentId}/messages`, counselor, draft);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().data.state).toBe('queued');
    const [message] = await messagesOf(student._id, 'free-message');
    expect(message).toMatchObject({ automatic: false, createdBy: counselor.id, subject: draft.subject });
    for (const who of [otherCounselor]) {
      expect((await call('POST', `/student/${student.studentId}/messages`, who, draft)).statusCode).toBe(403);
      expect((await call('POST', `/student/${student.studentId}/messages/preview`, who, draft)).statusCode).toBe(403);
    }
    expect(
      (await call('POST', `/student/${student.studentId}/messages`, counselor, { ...draft, body: '' })).statusCode,
    ).toBe(400);
    const whatsapp = await call('POST', `/student/${student.studentId}/messages`, counselor, {
      ...draft,
      channel: 'whatsapp',
    });
    expect(whatsapp.json().error.fields.channel).toContain('WhatsApp Cloud API');
  });

  it('queues a message once when its form sends it twice with its key (a retry after a timeout)', async () => {
    const student = await register();
    const draft = { templateKey: 'free-message', language: 'en', subject: 'Your interview', body: 'Come at ten.' };
    const path = `/student/${student.studentId}/messages`;
    const keyed = { ...draft, sendKey: 'a1b2c3d4e5f6a7b8c9d0' };
    const [first, again] = await Promise.all([
      call('POST', path, counselor, keyed),
      call('POST', path, counselor, keyed),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json().data.messageId).toBe(first.json().data.messageId);
    // another send (a new form, a new key) is another message
    expect((await call('POST', path, counselor, { ...keyed, sendKey: 'f0e1d2c3b4a5f6e7d8c9' })).statusCode).toBe(202);
    expect(await messagesOf(student._id, 'free-message')).toHaveLength(2);
    expect((await call('POST', path, counselor, { ...keyed, sendKey: '../../x' })).statusCode).toBe(400);
  });

  it('queues the message to a second student sent with the same key: a key names one student’s message', async () => {
    const [one, two] = [await register(), await register()];
    const draft = { templateKey: 'free-message', language: 'en', subject: 'Your visit', body: 'Come on Monday.' };
    const keyed = { ...draft, sendKey: 'b1c2d3e4f5a6b7c8d9e0' };
    const first = await call('POST', `/student/${one.studentId}/messages`, counselor, keyed);
    const second = await call('POST', `/student/${two.studentId}/messages`, counselor, keyed);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json().data.messageId).not.toBe(first.json().data.messageId);
    expect(await messagesOf(two._id, 'free-message')).toMatchObject([
      { id: second.json().data.messageId, state: 'queued' },
    ]);
    expect(await messagesOf(one._id, 'free-message')).toHaveLength(1);
  });
});
