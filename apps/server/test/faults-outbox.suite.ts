import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/messages.ts';
import { OUTBOX_WAKE_CHANNEL, queueMessage } from '../src/modules/messages/outbox.service.ts';
import { INTERRUPTED } from '../src/modules/messages/sender.ts';
import { messageIdFor } from '../src/platform/mail.ts';
import { embeddedUrl, ServerProcess } from './faults-server.ts';
import { startSmtp } from './smtp.ts';

// Ports of this file: app 3520, PostgreSQL 54420.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const until = async (what: string, check: () => Promise<boolean>, seconds = 90) => {
  for (let i = 0; i < seconds * 5; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('the outbox when its server dies mid-send', () => {
  it('delivers each message at most once: the one in flight is failed for a person, never sent again', {
    timeout: 180_000,
  }, async () => {
    const TOTAL = 12;
    const KILL_AT = 5; // the sixth message's data is arriving when the server is killed
    let server: ServerProcess | undefined;
    let killing: Promise<void> | undefined;
    const smtp = await startSmtp({
      holdMs: 300,
      onDataStart: (earlier) => {
        if (earlier === KILL_AT) killing = server?.kill('SIGKILL');
      },
    });
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'faults-outbox-'));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const from = 'Office <office@studydesk.test>';
    server = new ServerProcess(3520, {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '54420',
      SMTP_URL: smtp.url,
      MAIL_FROM: from,
    });
    cleanups.push(() => server?.stop() ?? Promise.resolve());
    await server.start();
    const { pool, db } = connect(await embeddedUrl(dataDir), 2);
    const keys = Array.from({ length: TOTAL }, (_, i) => `fault:${i}`);
    await db.transaction(async (tx) => {
      for (const [i, key] of keys.entries()) {
        await queueMessage(tx, {
          channel: 'email',
          recipient: `person${i}@example.com`,
          subject: `Fault ${i}`,
          text: `Message ${i}`,
          idempotencyKey: key,
        });
      }
    });
    await until('the kill', async () => killing !== undefined, 60);
    await killing;
    expect(server.alive).toBe(false);
    const atKill = await pool.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from outbox_messages group by state',
    );
    const states = Object.fromEntries(atKill.rows.map((r) => [r.state, r.n]));
    expect(states).toMatchObject({ sent: KILL_AT, sending: 1 }); // the kill landed mid-send

    await server.start();
    // The dead server's lease runs out (five minutes, moved here instead of waited for), and the queue is woken.
    await db.execute(sql`update outbox_messages set lease_until = now() - interval '1 second' where state = 'sending'`);
    await db.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
    await until('the outbox to drain', async () => {
      const open = await pool.query(`select 1 from outbox_messages where state in ('queued', 'sending')`);
      return open.rowCount === 0;
    });
    const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.idempotencyKey, keys));
    const failed = rows.filter((r) => r.state === 'failed');
    expect(failed.map((r) => r.lastError)).toEqual([INTERRUPTED]);
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(TOTAL - 1);
    const deliveries = (key: string) => smtp.received.filter((m) => m.messageId === messageIdFor(key, from)).length;
    for (const row of rows) {
      // sent ones arrived exactly once; the one in doubt at most once (whether the mail server kept it is its own affair)
      if (row.state === 'sent') expect(deliveries(row.idempotencyKey), row.idempotencyKey).toBe(1);
      else expect(deliveries(row.idempotencyKey)).toBeLessThanOrEqual(1);
    }
    console.log(
      `outbox under SIGKILL: ${TOTAL} messages, ${smtp.received.length} deliveries, ${failed.length} in doubt (failed, not resent)`,
    );
    await pool.end();
  });
});
