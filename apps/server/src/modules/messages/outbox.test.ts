import { and, asc, eq, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { holdOpen, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { auditEvents, studentEvents, students } from '../../db/schema.ts';
import { startJobs } from '../../platform/jobs.ts';
import { createMail, messageIdFor } from '../../platform/mail.ts';
import { channelSenders } from './channels.ts';
import { canReceiveAutomatic, type NewMessage, queueMessage } from './outbox.service.ts';
import { INTERRUPTED, scheduleOutbox, sendDueMessages } from './sender.ts';
import { optOut, unsubscribeLinks } from './unsubscribe.ts';

let smtp = await startSmtp({ rejects: (address) => address.startsWith('nobody@') });
const { app, db, pool, config } = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Office <office@studydesk.test>' });
afterAll(() => smtp.close());
const senders = channelSenders(db, config, createMail(config));
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);

const call = (method: 'GET' | 'POST', url: string, who?: TestEmployee) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });
let keys = 0;
const message = (studentId: string | null, recipient: string, extra: Partial<NewMessage> = {}): NewMessage => {
  keys += 1;
  return {
    channel: 'email',
    studentId,
    recipient,
    subject: `Subject ${keys}`,
    html: `<p>Hello <b>number ${keys}</b></p>`,
    text: `Hello number ${keys}`,
    idempotencyKey: `test:${keys}`,
    ...extra,
  };
};
const queue = (m: NewMessage) => db.transaction((tx) => queueMessage(tx, m));
const rowOf = async (id: string) => {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no row');
  return row;
};
/** The events of the messages queued here (registration may queue a welcome of its own). */
const eventsOf = async (studentUuid: string) => {
  const ours = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studentId, studentUuid), like(outboxMessages.idempotencyKey, 'test:%')));
  const ids = new Set(ours.map((o) => o.id));
  const events = await db
    .select({ kind: studentEvents.kind, payload: studentEvents.payload })
    .from(studentEvents)
    .where(
      and(
        eq(studentEvents.studentId, studentUuid),
        inArray(studentEvents.kind, ['message-queued', 'message-sent', 'message-failed']),
      ),
    )
    .orderBy(asc(studentEvents.at));
  return events.filter((e) => ids.has(String(e.payload.messageId)));
};
const arrived = (subject: string) => smtp.received.filter((m) => m.subject === subject);
const newStudent = (email?: string) =>
  registerStudent(app, receptionist.cookie, studentInput(counselor.id, email ? { email } : {}));

describe('e-mail through SMTP', () => {
  it('arrives with its headers, an HTML and a text part, and an unsubscribe link; the timeline says queued, then sent', async () => {
    const student = await newStudent('student.mail@example.com');
    const m = message(student._id, 'student.mail@example.com', { templateKey: 'welcome' });
    const { message: queued } = await queue(m);
    expect(queued.state).toBe('queued');
    await sendDueMessages(db, senders);
    const [mail] = arrived(m.subject ?? '');
    expect(mail?.from?.value).toEqual([{ name: 'Office', address: 'office@studydesk.test' }]);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('student.mail@example.com');
    expect(mail?.messageId).toBe(messageIdFor(m.idempotencyKey, config.MAIL_FROM));
    // a long header is folded onto the next line (RFC 5322): unfolded here
    const unsubscribe = (mail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '').replace(
      /\r\n\s+/g,
      ' ',
    );
    expect(unsubscribe).toMatch(
      new RegExp(`^List-Unsubscribe: <http://localhost:3000/api/v1/public/unsubscribe/${student.studentId}\\?t=`),
    );
    expect(mail?.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail?.html).toContain('<b>number');
    expect(mail?.html).toContain(`/unsubscribe/${student.studentId}?t=`);
    expect(mail?.text).toMatch(
      /^Hello number \d+\n\n--\n.*Unsubscribe from automatic messages: http:\/\/localhost:3000\/unsubscribe\//s,
    );
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect((await eventsOf(student._id)).map((e) => e.kind)).toEqual(['message-queued', 'message-sent']);
    expect((await eventsOf(student._id))[1]?.payload).toEqual({
      messageId: queued.id,
      channel: 'email',
      subject: m.subject,
      templateKey: 'welcome',
    });
  });

  it('queues a message once per idempotency key, and only if its change commits', async () => {
    const m = message(null, 'employee@example.com');
    const first = await queue(m);
    const again = await queue({ ...m, subject: 'Something else' });
    expect(again).toMatchObject({ created: false, message: { id: first.message.id, subject: m.subject } });
    const lost = message(null, 'employee@example.com');
    await expect(
      db.transaction(async (tx) => {
        await queueMessage(tx, lost);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, lost.idempotencyKey));
    expect(rows).toHaveLength(0);
    await sendDueMessages(db, senders);
    expect(arrived(m.subject ?? '')).toHaveLength(1);
  });

  it('refuses a student without a valid address at once, with the reason on the timeline, and never tries it', async () => {
    const student = await newStudent();
    await db.update(students).set({ email: 'not-an-address' }).where(eq(students.id, student._id));
    const m = message(student._id, 'not-an-address');
    const { message: refused } = await queue(m);
    expect(refused).toMatchObject({ state: 'refused', lastError: '“not-an-address” is not a valid e-mail address.' });
    await sendDueMessages(db, senders, new Date(Date.now() + 86_400_000));
    expect(await rowOf(refused.id)).toMatchObject({ state: 'refused', attempts: 0 });
    expect(arrived(m.subject ?? '')).toHaveLength(0);
    const events = await eventsOf(student._id);
    expect(events.map((e) => e.kind)).toEqual(['message-queued', 'message-failed']);
    expect(events[1]?.payload).toMatchObject({ state: 'refused', error: refused.lastError });
  });

  it('is refused, not retried, when the mail server rejects the address for good (5xx)', async () => {
    const student = await newStudent('nobody@example.com');
    const m = message(student._id, 'nobody@example.com');
    const { message: queued } = await queue(m);
    await sendDueMessages(db, senders);
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ state: 'refused', attempts: 1 });
    expect(row.lastError).toContain('550');
    await sendDueMessages(db, senders, new Date(Date.now() + 86_400_000));
    expect((await rowOf(queued.id)).attempts).toBe(1);
    expect((await eventsOf(student._id)).at(-1)).toMatchObject({ kind: 'message-failed' });
  });

  it('stays queued while the mail server is down, retried with back-off, and goes once it is up again', async () => {
    const student = await newStudent();
    const port = smtp.port;
    await smtp.close();
    const m = message(student._id, 'waiting@example.com');
    const { message: queued } = await queue(m);
    const now = new Date();
    await sendDueMessages(db, senders, now);
    const first = await rowOf(queued.id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1 });
    expect(first.lastError).toMatch(/ECONNREFUSED|connect/i);
    // the back-off counts from the failed attempt, a moment into the run
    expect(first.nextAttemptAt.getTime() - (now.getTime() + 30_000)).toBeGreaterThanOrEqual(0);
    expect(first.nextAttemptAt.getTime() - (now.getTime() + 30_000)).toBeLessThan(1000);
    await sendDueMessages(db, senders, new Date(now.getTime() + 31_000));
    const second = await rowOf(queued.id);
    expect(second).toMatchObject({ state: 'queued', attempts: 2 });
    expect(second.nextAttemptAt.getTime() - (now.getTime() + 31_000 + 60_000)).toBeGreaterThanOrEqual(0);
    expect(second.nextAttemptAt.getTime() - (now.getTime() + 31_000 + 60_000)).toBeLessThan(1000);
    // the student's timeline says queued, never sent, meanwhile
    expect((await eventsOf(student._id)).map((e) => e.kind)).toEqual(['message-queued']);
    smtp = await startSmtp({ port });
    await sendDueMessages(db, senders, new Date(now.getTime() + 50_000));
    expect((await rowOf(queued.id)).state).toBe('queued');
    await sendDueMessages(db, senders, new Date(now.getTime() + 92_000));
    expect(await rowOf(queued.id)).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(arrived(m.subject ?? '')).toHaveLength(1);
  });

  it('fails a message whose sender died mid-send (its lease ran out) instead of sending it twice', async () => {
    const student = await newStudent();
    const { message: queued } = await queue(message(student._id, 'doubt@example.com'));
    const past = new Date(Date.now() - 1000);
    await db
      .update(outboxMessages)
      .set({ state: 'sending', attempts: 1, leaseUntil: past, nextAttemptAt: past })
      .where(eq(outboxMessages.id, queued.id));
    await sendDueMessages(db, senders);
    expect(await rowOf(queued.id)).toMatchObject({ state: 'failed', lastError: INTERRUPTED, attempts: 1 });
    expect((await eventsOf(student._id)).at(-1)).toMatchObject({ kind: 'message-failed' });
    expect(arrived(queued.subject)).toHaveLength(0);
  });

  it('leases each claim from its own moment, so a slow mail server does not leave later claims expired', async () => {
    const student = await newStudent();
    const slow = [message(student._id, 'slow1@example.com'), message(student._id, 'slow2@example.com')];
    for (const m of slow) await queue(m);
    const leases = new Map<string, number>();
    const slowServer = {
      email: {
        send: async (row: { subject: string; leaseUntil: Date | null }) => {
          if (!slow.some((m) => m.subject === row.subject)) return;
          leases.set(row.subject, row.leaseUntil?.getTime() ?? 0);
          await new Promise((resolve) => setTimeout(resolve, 300));
        },
      },
    };
    await sendDueMessages(db, slowServer, new Date(Date.now() + 1000));
    const [first = 0, second = 0] = slow.map((m) => leases.get(m.subject ?? '') ?? 0);
    expect(second - first).toBeGreaterThanOrEqual(300);
  });

  it('waits in the outbox while e-mail is off', async () => {
    const off = createMail({ MAIL_FROM: config.MAIL_FROM });
    expect(off.enabled).toBe(false);
    const { message: queued } = await queue(message(null, 'later@example.com'));
    expect(await sendDueMessages(db, channelSenders(db, config, off))).toBe(0);
    expect((await rowOf(queued.id)).state).toBe('queued');
    await sendDueMessages(db, senders);
    expect((await rowOf(queued.id)).state).toBe('sent');
  });
});

describe('opt-out', () => {
  it('through the link of an e-mail stops automatic messages; staff may still write', async () => {
    const student = await newStudent();
    const m = message(student._id, 'optout@example.com');
    await queue(m);
    await sendDueMessages(db, senders);
    const link = /\/unsubscribe\/(\d+)\?t=([\w-]+)/.exec(arrived(m.subject ?? '')[0]?.text ?? '');
    expect(link?.[1]).toBe(String(student.studentId));
    const url = `/public/unsubscribe/${link?.[1]}?t=${link?.[2]}`;
    const info = await call('GET', url);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toEqual({ firstName: 'Student', optedOut: false });
    expect(await canReceiveAutomatic(db, student._id)).toBe(true);
    const forged = await call('POST', `/public/unsubscribe/${student.studentId}?t=${'x'.repeat(43)}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe('This unsubscribe link is invalid.');
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().data.optedOut).toBe(true);
    expect(await canReceiveAutomatic(db, student._id)).toBe(false);
    const automatic = await queue(message(student._id, 'optout@example.com', { automatic: true }));
    expect(automatic.message).toMatchObject({ state: 'refused', lastError: 'The student opted out of messages.' });
    const personal = await queue(message(student._id, 'optout@example.com'));
    expect(personal.message.state).toBe('queued');
    const shown = await call('GET', `/student/${student.studentId}`, counselor);
    expect(shown.json().data[0].messagesOptedOut).toBe(true);
  });

  it('records an opt-out once when its link is followed twice at the same moment', async () => {
    const student = await newStudent();
    const { oneClick } = await unsubscribeLinks(db, 'http://localhost:3000', { ...student, id: student._id });
    const [address, token] = oneClick.replace('http://localhost:3000/api/v1', '').split('?t=');
    // The first visit's opt-out, its transaction still open when the second (a mail scanner's) arrives.
    const first = holdOpen(db, (tx) => optOut(tx, student.studentId, token ?? ''));
    await first.opened;
    const second = call('POST', `${address}?t=${token}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.release();
    await first.ended;
    expect((await second).json().data.optedOut).toBe(true);
    const audits = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, student._id), eq(auditEvents.action, 'messages-opted-out')));
    expect(audits).toHaveLength(1);
  });

  it('refuses an automatic message queued before the student opted out, at its send', async () => {
    const student = await newStudent();
    const { message: queued } = await queue(message(student._id, 'late@example.com', { automatic: true }));
    await db.update(students).set({ messagesOptedOutAt: new Date() }).where(eq(students.id, student._id));
    await sendDueMessages(db, senders);
    expect(await rowOf(queued.id)).toMatchObject({ state: 'refused', lastError: 'The student opted out of messages.' });
  });
});

describe('the outbox API', () => {
  it('is Super Admin’s alone', async () => {
    for (const who of [counselor, receptionist]) {
      expect((await call('GET', '/messages/outbox', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/messages/outbox')).statusCode).toBe(401);
    const [first] = await db.select().from(outboxMessages).limit(1);
    expect((await call('POST', `/messages/outbox/${first?.id}/retry`, counselor)).statusCode).toBe(403);
  });

  it('lists newest first, filtered by state, paged; bad filters are a 400', async () => {
    const all = await call('GET', '/messages/outbox', admin);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json().data;
    expect(page).toMatchObject({ page: 1, pageSize: 25, hasMore: false });
    const times = page.items.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const refused = (await call('GET', '/messages/outbox?state=refused', admin)).json().data.items;
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((i: { state: string }) => i.state === 'refused')).toBe(true);
    expect(refused.find((i: { recipient: string }) => i.recipient === 'not-an-address')).toMatchObject({
      student: { fullName: expect.stringMatching(/^Student/), archived: false },
      lastError: '“not-an-address” is not a valid e-mail address.',
      attempts: 0,
    });
    expect((await call('GET', '/messages/outbox?state=lost', admin)).statusCode).toBe(400);
    expect((await call('GET', '/messages/outbox?page=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/messages/outbox?page=abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/messages/outbox?page=9', admin)).json().data.items).toEqual([]);
  });

  it('retries a refused message to the corrected address; a sent one, an unknown one or a bad id are refused', async () => {
    const student = await newStudent();
    await db.update(students).set({ email: '' }).where(eq(students.id, student._id));
    const m = message(student._id, '');
    const { message: refused } = await queue(m);
    expect(refused).toMatchObject({ state: 'refused', lastError: 'There is no e-mail address to send to.' });
    await db.update(students).set({ email: 'fixed@example.com' }).where(eq(students.id, student._id));
    const retried = await call('POST', `/messages/outbox/${refused.id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ state: 'queued', recipient: 'fixed@example.com', lastError: null });
    await sendDueMessages(db, senders);
    expect(arrived(m.subject ?? '')[0]?.to).toMatchObject({ text: 'fixed@example.com' });
    const again = await call('POST', `/messages/outbox/${refused.id}/retry`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a failed or refused message can be sent again.');
    const unknown = await call('POST', '/messages/outbox/00000000-0000-4000-8000-000000000000/retry', admin);
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/messages/outbox/42/retry', admin)).statusCode).toBe(400);
    const kinds = (await eventsOf(student._id)).map((e) => e.kind);
    expect(kinds).toEqual(['message-queued', 'message-failed', 'message-queued', 'message-sent']);
  });

  it('says whether e-mail is on', async () => {
    const answer = await call('GET', '/settings/mail', counselor);
    expect(answer.json().data).toEqual({ enabled: true, from: 'Office <office@studydesk.test>' });
    expect((await call('GET', '/settings/mail')).statusCode).toBe(401);
  });

  it('counts no delivery report as the office’s activity with the student', async () => {
    const student = await newStudent();
    const [before] = await db
      .select({ at: students.lastActivityAt })
      .from(students)
      .where(eq(students.id, student._id));
    const { message: queued } = await queue(message(student._id, 'quiet@example.com', { automatic: true }));
    await sendDueMessages(db, senders);
    expect((await rowOf(queued.id)).state).toBe('sent');
    expect((await eventsOf(student._id)).map((e) => e.kind)).toEqual(['message-queued', 'message-sent']);
    const [after] = await db.select({ at: students.lastActivityAt }).from(students).where(eq(students.id, student._id));
    expect(after?.at).toEqual(before?.at);
  });
});

describe('on the job queue', () => {
  it('sends a message as soon as its transaction commits, once across two servers', async () => {
    const servers = await Promise.all(
      [1, 2].map(async () => {
        const jobs = await startJobs(pool, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
        return { jobs, stop: await scheduleOutbox(jobs, db, senders) };
      }),
    );
    try {
      const batch = Array.from({ length: 5 }, () => message(null, 'soon@example.com'));
      await db.transaction(async (tx) => {
        for (const m of batch) await queueMessage(tx, m);
      });
      const subjects = batch.map((m) => m.subject ?? '');
      for (let i = 0; i < 80 && subjects.some((s) => arrived(s).length === 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // well before the minute's run: the commit woke them
      expect(subjects.map((s) => arrived(s).length)).toEqual([1, 1, 1, 1, 1]);
    } finally {
      for (const server of servers) {
        await server.stop();
        await server.jobs.stop();
      }
    }
  });
});
