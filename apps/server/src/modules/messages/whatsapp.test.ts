import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { createMail } from '../../platform/mail.ts';
import { channelSenders } from './channels.ts';
import { sendDueMessages } from './sender.ts';

/** A stand-in for the Graph API: it records each request and answers as WhatsApp does. */
const received: { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let answerStatus = 200;
const graph = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(text) });
    response.writeHead(answerStatus, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        answerStatus === 200
          ? { messaging_product: 'whatsapp', messages: [{ id: 'wamid.TEST' }] }
          : { error: { message: '(#131030) Recipient phone number not in allowed list' } },
      ),
    );
  });
});
await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));

const { app, db, config } = await testApp({
  WHATSAPP_TOKEN: 'test-token-0123456789',
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_API_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`,
});
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const senders = channelSenders(db, config, createMail(config));

describe('WhatsApp Cloud API', () => {
  it('sends a template message to the student’s normalised number through the Graph API', async () => {
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { phoneNumber: '01712-345678' }),
    );
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.studentId}/messages`,
      headers: { cookie: counselor.cookie },
      payload: {
        templateKey: 'missing-documents',
        language: 'en',
        channel: 'whatsapp',
        subject: 'Documents',
        body: 'Dear {{student.fullName}}, please send your passport.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await sendDueMessages(db, senders, new Date(Date.now() + 1000));
    const [request] = received;
    expect(request?.url).toBe('/v21.0/1098765432/messages');
    expect(request?.headers.authorization).toBe('Bearer test-token-0123456789');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '8801712345678',
      type: 'text',
      text: { preview_url: true, body: `Dear ${student.fullName}, please send your passport.` },
    });
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.json().data.messageId));
    expect(row?.state).toBe('sent');
  });

  it('keeps WhatsApp’s reason when it refuses, and does not try again', async () => {
    answerStatus = 400;
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.studentId}/messages`,
      headers: { cookie: counselor.cookie },
      payload: { templateKey: 'free-message', language: 'en', channel: 'whatsapp', subject: 'Hi', body: 'Hello' },
    });
    const asked = received.length;
    await sendDueMessages(db, senders, new Date(Date.now() + 1000));
    expect(received.length).toBe(asked + 1);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.json().data.messageId));
    expect(row?.state).toBe('refused');
    expect(row?.lastError).toContain('Recipient phone number not in allowed list');
    // A day later nothing is sent again.
    await sendDueMessages(db, senders, new Date(Date.now() + 86_400_000));
    expect(received.length).toBe(asked + 1);
    const [after] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.json().data.messageId));
    expect(after).toMatchObject({ state: 'refused', attempts: 1 });
  });

  it('goes to the number corrected since the message was queued', async () => {
    answerStatus = 200;
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { phoneNumber: '01712-345601' }),
    );
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.studentId}/messages`,
      headers: { cookie: counselor.cookie },
      payload: { templateKey: 'free-message', language: 'en', channel: 'whatsapp', subject: 'Hi', body: 'Hello' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const fixed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/student/${student.studentId}`,
      headers: { cookie: counselor.cookie },
      payload: { phoneNumber: '01812-345602' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await sendDueMessages(db, senders, new Date(Date.now() + 1000));
    expect(received.at(-1)?.body.to).toBe('8801812345602');
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.json().data.messageId));
    expect(row).toMatchObject({ state: 'sent', recipient: '8801812345602' });
  });
});
