import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { studentEvents, students } from '../../db/schema.ts';
import { createMail, SendFailure } from '../../platform/mail.ts';
import { LINK_IN_TEXT, linkWorks } from '../documents/upload-link.ts';
import { type ChannelSenders, channelSenders } from './channels.ts';
import { queueMessage } from './outbox.service.ts';
import { ARCHIVED, EMPLOYEE_LEFT, sendDueMessages } from './sender.ts';

// A message's recipient is the student's address when it is sent, not when it was queued (outbox.test.ts tells
// the rest of the outbox).

const smtp = await startSmtp();
const { app, db, config } = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Office <office@studydesk.test>' });
afterAll(() => smtp.close());
const senders = channelSenders(db, config, createMail(config));
/** A mail server that asks to be tried later: the message waits in back-off. */
const busy: ChannelSenders = {
  email: { send: () => Promise.reject(new SendFailure('421 Service busy, try again later', 'retry')) },
};
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const call = callerOf(app);

const newStudent = (overrides: Parameters<typeof studentInput>[1] = {}) =>
  registerStudent(app, receptionist.cookie, studentInput(counselor.id, overrides));
/** The welcome the registration queued, with the upload link the receptionist's registration issued. */
const welcomeOf = async (studentUuid: string) => {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, `auto:welcome:${studentUuid}`));
  if (!row) throw new Error('no welcome');
  return row;
};
const rowOf = async (id: string) => {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no row');
  return row;
};
const mailsTo = (address: string) =>
  smtp.received.filter((m) => m.to && 'text' in m.to && m.to.text === address && m.subject?.startsWith('Welcome'));
/** The upload links of an HTML part (written there escaped, `?t&#x3D;…`), as LINK_IN_TEXT matches them. */
const linksInHtml = (html: string) => [...html.replaceAll('&#x3D;', '=').matchAll(LINK_IN_TEXT)];
/** A moment past every message's next attempt so far (the clock the outbox is given). */
const later = (ms = 1000) => new Date(Date.now() + ms);

describe('the recipient at the send', () => {
  it('is the e-mail address corrected while the message waited in back-off, not the one it was queued for', async () => {
    const student = await newStudent({ email: 'typo@gmal.com' });
    const welcome = await welcomeOf(student._id);
    expect(welcome).toMatchObject({ state: 'queued', recipient: 'typo@gmal.com' });
    const now = later();
    await sendDueMessages(db, busy, now);
    expect(await rowOf(welcome.id)).toMatchObject({ state: 'queued', attempts: 1 });
    const fixed = await call('PATCH', `/student/${student.studentId}`, counselor, { email: 'right@gmail.com' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await sendDueMessages(db, senders, new Date(now.getTime() + 31_000));
    expect(await rowOf(welcome.id)).toMatchObject({ state: 'sent', recipient: 'right@gmail.com', attempts: 2 });
    expect(mailsTo('right@gmail.com')).toHaveLength(1);
    expect(mailsTo('typo@gmal.com')).toHaveLength(0);
    // The link written into it was revoked with the correction: the one sent works.
    const [sentLink] = (await rowOf(welcome.id)).text.matchAll(LINK_IN_TEXT);
    expect(sentLink?.[0]).not.toBe([...welcome.text.matchAll(LINK_IN_TEXT)][0]?.[0]);
    expect(await linkWorks(db, student._id, sentLink?.[1] ?? '')).toBe(true);
    expect(mailsTo('right@gmail.com')[0]?.text).toContain(sentLink?.[0]);
    // The HTML part too, where the link is written escaped: it carries the working link, not the revoked one.
    const [htmlLink, ...more] = linksInHtml((await rowOf(welcome.id)).html);
    expect(linksInHtml(welcome.html)[0]?.[0]).not.toBe(htmlLink?.[0]);
    expect(more.every((link) => link[0] === htmlLink?.[0])).toBe(true);
    expect(await linkWorks(db, student._id, htmlLink?.[1] ?? '')).toBe(true);
    expect(linksInHtml(String(mailsTo('right@gmail.com')[0]?.html)).map((link) => link[1])).toContain(htmlLink?.[1]);
  });

  it('is the survivor’s address for a message of the registration merged into it', async () => {
    const keep = await newStudent({ email: 'kept.address@example.com' });
    const other = await newStudent({ email: 'merged.address@example.com' });
    const note = { templateKey: 'free-message', language: 'en', subject: 'Your visit', body: 'Come on Monday.' };
    const queued = await call('POST', `/student/${other.studentId}/messages`, counselor, note);
    expect(queued.statusCode, queued.body).toBe(202);
    const merged = await call('POST', '/students/merge', admin, { keep: keep.studentId, merge: other.studentId });
    expect(merged.statusCode, merged.body).toBe(200);
    const moved = await rowOf(queued.json().data.messageId);
    expect(moved).toMatchObject({ studentId: keep._id, recipient: 'merged.address@example.com' });
    // The merged registration's welcome, still waiting, is not the survivor's: it names the other student ID, and the
    // survivor had their own. It is refused and stays with the merged registration, so the survivor gets one welcome
    // (moved with the rest, it went out too: a second welcome, with the old ID).
    const welcome = await welcomeOf(other._id);
    expect(welcome).toMatchObject({
      studentId: other._id,
      state: 'refused',
      lastError: `Merged into ${keep.studentId}: this welcome named the merged registration.`,
    });
    await sendDueMessages(db, senders, later());
    expect(await rowOf(moved.id)).toMatchObject({ state: 'sent', recipient: 'kept.address@example.com' });
    expect(await rowOf(welcome.id)).toMatchObject({ state: 'refused' });
    expect(mailsTo('kept.address@example.com')).toHaveLength(1);
    expect(mailsTo('kept.address@example.com')[0]?.text).toContain(String(keep.studentId));
    expect(smtp.received.filter((m) => m.subject === 'Your visit').map((m) => m.to)).toMatchObject([
      { text: 'kept.address@example.com' },
    ]);
    expect(mailsTo('merged.address@example.com')).toHaveLength(0);
    // on the timeline the merged registration's history moved to, with why it did not go
    const events = await db
      .select({ kind: studentEvents.kind, payload: studentEvents.payload })
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, keep._id), eq(studentEvents.kind, 'message-failed')));
    expect(events.map((e) => e.payload)).toMatchObject([{ messageId: welcome.id, state: 'refused' }]);
  });

  it('refuses a message to a student who no longer has an e-mail address', async () => {
    const student = await newStudent({ email: 'gone@example.com' });
    const welcome = await welcomeOf(student._id);
    await db.update(students).set({ email: '' }).where(eq(students.id, student._id));
    await sendDueMessages(db, senders, later());
    expect(await rowOf(welcome.id)).toMatchObject({
      state: 'refused',
      recipient: '',
      lastError: 'There is no e-mail address to send to.',
    });
    expect(mailsTo('gone@example.com')).toHaveLength(0);
  });
});

describe('a student deleted while a message waits', () => {
  it('gets nothing: the message is refused with the reason in the outbox and on the timeline; Retry after a restore sends it', async () => {
    const student = await newStudent({ email: 'deleted.later@example.com' });
    const welcome = await welcomeOf(student._id);
    const deleted = await call('DELETE', `/utilities/delete-student/${student.studentId}/x`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await sendDueMessages(db, senders, later());
    expect(await rowOf(welcome.id)).toMatchObject({ state: 'refused', lastError: ARCHIVED, attempts: 1 });
    expect(mailsTo('deleted.later@example.com')).toHaveLength(0);

    const listed = (await call('GET', '/messages/outbox?state=refused', admin)).json().data.items;
    expect(listed.find((m: { _id: string }) => m._id === welcome.id)).toMatchObject({
      state: 'refused',
      lastError: ARCHIVED,
      // the outbox names the student without a link to their page, which is gone
      student: { studentId: student.studentId, archived: true },
    });
    const timeline = await db
      .select({ kind: studentEvents.kind, payload: studentEvents.payload })
      .from(studentEvents)
      .where(
        and(
          eq(studentEvents.studentId, student._id),
          inArray(studentEvents.kind, ['message-queued', 'message-sent', 'message-failed']),
        ),
      )
      .orderBy(asc(studentEvents.at));
    expect(timeline.map((e) => e.kind)).toEqual(['message-queued', 'message-failed']);
    expect(timeline[1]?.payload).toMatchObject({ messageId: welcome.id, state: 'refused', error: ARCHIVED });

    const restored = await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId });
    expect(restored.statusCode, restored.body).toBe(200);
    const retried = await call('POST', `/messages/outbox/${welcome.id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.student).toMatchObject({ studentId: student.studentId, archived: false });
    await sendDueMessages(db, senders, later());
    expect(await rowOf(welcome.id)).toMatchObject({ state: 'sent', lastError: null });
    expect(mailsTo('deleted.later@example.com')).toHaveLength(1);
  });
});

/** A reminder e-mail for the employee, as the reminders' sweep queues it. */
const remind = (employee: { id: string; email: string }) =>
  db.transaction((tx) =>
    queueMessage(tx, {
      channel: 'email',
      employeeId: employee.id,
      recipient: employee.email,
      subject: 'Reminder: a task is due',
      text: 'Reminder: Call the embassy is due now.',
      idempotencyKey: `reminder:test:due:${employee.id}`,
    }),
  );

describe('an employee whose e-mail is corrected while a reminder e-mail waits', () => {
  it('gets it at the corrected address', async () => {
    const moving = await makeEmployee(db, ['Counselor']);
    const { message } = await remind(moving);
    const corrected = `corrected-${moving.email}`;
    const edited = await call('PATCH', `/super-admin/employee/${moving.id}`, admin, { email: corrected });
    expect(edited.statusCode, edited.body).toBe(200);
    await sendDueMessages(db, senders, later());
    expect(await rowOf(message.id)).toMatchObject({ state: 'sent', recipient: corrected });
    const to = smtp.received.filter((m) => m.subject === 'Reminder: a task is due').map((m) => m.to);
    expect(to.map((t) => (t && 'text' in t ? t.text : ''))).toEqual([corrected]);
  });
});

describe('an employee who left while a reminder e-mail waits', () => {
  it('gets nothing: their reminders name students', async () => {
    const leaving = await makeEmployee(db, ['Hr']);
    const { message } = await db.transaction((tx) =>
      queueMessage(tx, {
        channel: 'email',
        employeeId: leaving.id,
        recipient: leaving.email,
        subject: 'Reminder: the next step with a student',
        text: 'Reminder: the next step with Rahim Uddin (10001) is due now.',
        idempotencyKey: `reminder:test:${leaving.id}`,
      }),
    );
    expect((await call('POST', `/super-admin/employee/${leaving.id}/deactivate`, admin, {})).statusCode).toBe(200);
    await sendDueMessages(db, senders, later());
    expect(await rowOf(message.id)).toMatchObject({ state: 'refused', lastError: EMPLOYEE_LEFT });
    expect(smtp.received.filter((m) => m.subject === 'Reminder: the next step with a student')).toHaveLength(0);
  });
});
