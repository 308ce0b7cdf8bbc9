import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { createMail, SendFailure } from '../../platform/mail.ts';
import { channelSenders } from './channels.ts';
import type { NewMessage, OutboxRow } from './outbox.service.ts';
import { queueMessage } from './outbox.service.ts';
import { OUT_OF_DATE, sendDueMessages } from './sender.ts';

// A mail server that takes connections and never says a word: nodemailer waits 300 ms for its greeting.
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => {});
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const silentPort = (silent.address() as AddressInfo).port;
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const { db, config } = await testApp({
  SMTP_URL: `smtp://127.0.0.1:${silentPort}?greetingTimeout=300&connectionTimeout=2000`,
});
afterEach(() => {
  vi.restoreAllMocks();
});

let keys = 0;
async function queue(extra: Partial<NewMessage> = {}) {
  keys += 1;
  const { message } = await db.transaction((tx) =>
    queueMessage(tx, {
      channel: 'email',
      studentId: null,
      recipient: `person${keys}@example.com`,
      subject: `Subject ${keys}`,
      html: '<p>Hello</p>',
      text: 'Hello',
      idempotencyKey: `sender-test:${keys}`,
      ...extra,
    }),
  );
  return message;
}
const rowOf = async (id: string) => {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no row');
  return row;
};

describe('the outbox', () => {
  it('retries with back-off a message whose mail server never greeted: nothing was handed over', async () => {
    const queued = await queue();
    const now = new Date(Date.now() + 1000);
    await sendDueMessages(db, channelSenders(db, config, createMail(config)), now);
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/greeting/i) });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + 30_000);
    await db.update(outboxMessages).set({ state: 'refused' }).where(eq(outboxMessages.id, queued.id));
  });

  it('counts a failed attempt’s back-off and a link’s expiry from the moment of the attempt, not the run’s start', async () => {
    const start = new Date(Date.now() + 1000);
    const slow = await queue({ subject: 'slow' });
    const expiring = await queue({ subject: 'expiring', validUntil: new Date(start.getTime() + 30_000) });
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(start.getTime() - 2000) })
      .where(eq(outboxMessages.id, slow.id));
    // The run's clock reads performance.now(): the slow send takes a minute of it.
    let ahead = 0;
    const realNow = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => realNow() + ahead);
    const tried: string[] = [];
    const senders = {
      email: {
        send: async (row: OutboxRow) => {
          tried.push(row.subject);
          if (row.subject !== 'slow') return;
          ahead += 60_000;
          throw new SendFailure('Greeting never received', 'retry');
        },
      },
    };
    await sendDueMessages(db, senders, start);
    // Tried once in this run: its next attempt is 30 s after it failed, which is after the run's clock.
    expect(tried).toEqual(['slow']);
    const retried = await rowOf(slow.id);
    expect(retried).toMatchObject({ state: 'queued', attempts: 1 });
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start.getTime() + 60_000 + 30_000);
    // The link expired during the slow send, before its own turn came.
    expect(await rowOf(expiring.id)).toMatchObject({ state: 'refused', lastError: OUT_OF_DATE });
  });
});
