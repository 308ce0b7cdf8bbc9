import type { MessageChannel } from '@studydesk/shared/messages';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { SendFailure } from '../../platform/mail.ts';
import type { ChannelSenders } from './channels.ts';
import { addressNow, OUTBOX_WAKE_CHANNEL, type OutboxRow, recordMessageEvent, refusalOf } from './outbox.service.ts';
import { withWorkingLinks } from './working-links.ts';

export const OUTBOX_JOB = 'outbox';

/** How long a claim holds a message: well past the mail transport's own timeouts (platform/mail.ts). */
export const LEASE_MS = 5 * 60_000;
/** Attempts in one series (the first, and each after a Retry) before a message is failed for a person to see. */
export const MAX_ATTEMPTS = 10;

/** The wait before the next attempt of a series: 30 s, doubling, at most 6 hours (about 8.5 hours in all). */
export function backoffMs(attempts: number) {
  const inSeries = ((attempts - 1) % MAX_ATTEMPTS) + 1;
  return Math.min(30_000 * 2 ** (inSeries - 1), 6 * 3_600_000);
}

export const INTERRUPTED =
  'Sending was interrupted (the server stopped mid-send), so it may or may not have arrived. Retry sends it again.';

/**
 * A claim whose lease ran out belongs to a server that stopped mid-send. Whether the mail server took the message
 * cannot be known, so it is not sent again by itself (at most once): it is failed, for a person to retry.
 */
async function expireLeases(db: Db, now: Date) {
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(outboxMessages)
      .set({ state: 'failed', leaseUntil: null, lastError: INTERRUPTED })
      .where(and(eq(outboxMessages.state, 'sending'), lte(outboxMessages.leaseUntil, now)))
      .returning();
    for (const row of expired) await recordMessageEvent(tx, row, 'message-failed', null);
  });
}

/** Takes the next due message of these channels for this server alone: `sending`, leased, one more attempt. */
async function claim(db: Db, channels: MessageChannel[], now: Date) {
  const lease = new Date(now.getTime() + LEASE_MS);
  const [row] = await db
    .update(outboxMessages)
    .set({
      state: 'sending',
      attempts: sql`${outboxMessages.attempts} + 1`,
      leaseUntil: lease,
      // the due index covers claims too: an expired lease is found by it
      nextAttemptAt: lease,
    })
    .where(
      eq(
        outboxMessages.id,
        sql`(select id from outbox_messages where state = 'queued' and next_attempt_at <= ${now}
          and channel in ${channels} order by next_attempt_at, id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/**
 * The end of one attempt, only if this server's claim still holds (same attempt number): a message whose lease
 * another server expired meanwhile is not overwritten, except by the news that it was sent after all.
 */
async function finish(db: Db, claimed: OutboxRow, change: Partial<OutboxRow>) {
  await db.transaction(async (tx) => {
    const states = change.state === 'sent' ? (['sending', 'failed'] as const) : (['sending'] as const);
    const [row] = await tx
      .update(outboxMessages)
      .set({ leaseUntil: null, ...change })
      .where(
        and(
          eq(outboxMessages.id, claimed.id),
          eq(outboxMessages.attempts, claimed.attempts),
          inArray(outboxMessages.state, [...states]),
        ),
      )
      .returning();
    if (!row || row.state === 'queued') return;
    await recordMessageEvent(tx, row, row.state === 'sent' ? 'message-sent' : 'message-failed', null);
  });
}

export const ARCHIVED =
  'The student was deleted (archived) before it was sent. Restore the student, then Retry sends it.';
export const EMPLOYEE_LEFT = 'The employee it is for no longer works here (deactivated before it was sent).';
export const OUT_OF_DATE =
  'The link in it stopped working before it could be sent (it expired, or was voided): a new one must be asked for.';

/**
 * The claimed message as it goes now, or why it must not: to the student's address as it is now (saved on the
 * message, so the outbox shows where it went), never to a student deleted meanwhile, nor to an employee who left,
 * nor past its use, nor when refusalOf says no.
 */
async function readdress(db: Db, claimed: OutboxRow, now: Date) {
  if (claimed.validUntil && claimed.validUntil <= now) return { row: claimed, refusal: OUT_OF_DATE };
  const address = await addressNow(db, claimed);
  if (address.archived) return { row: claimed, refusal: ARCHIVED };
  if (address.left) return { row: claimed, refusal: EMPLOYEE_LEFT };
  const [row = claimed] =
    address.recipient === claimed.recipient
      ? []
      : await db
          .update(outboxMessages)
          .set({ recipient: address.recipient })
          .where(eq(outboxMessages.id, claimed.id))
          .returning();
  return { row, refusal: await refusalOf(db, row) };
}

/** `clock` is the run's, read when a step needs the time: the sends before it (and its own) may have taken long. */
async function deliver(db: Db, senders: ChannelSenders, claimed: OutboxRow, clock: () => Date) {
  const { row: addressed, refusal } = await readdress(db, claimed, clock());
  if (refusal) return finish(db, addressed, { state: 'refused', lastError: refusal });
  const row = await withWorkingLinks(db, addressed);
  const sender = senders[row.channel];
  if (!sender) throw new Error(`no sender for ${row.channel}, yet its message was claimed`);
  try {
    await sender.send(row);
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(String(error), 'unknown');
    if (failure.outcome === 'refused') return finish(db, row, { state: 'refused', lastError: failure.message });
    if (failure.outcome === 'unknown') {
      return finish(db, row, {
        state: 'failed',
        lastError: `${failure.message}. It may have arrived: Retry sends it again.`,
      });
    }
    if (row.attempts % MAX_ATTEMPTS === 0) {
      return finish(db, row, { state: 'failed', lastError: `${failure.message} (after ${MAX_ATTEMPTS} attempts)` });
    }
    // From the end of this attempt: counted from the run's start, a failure late in a slow run was due again at
    // once and tried a second time in the same run.
    const nextAttemptAt = new Date(clock().getTime() + backoffMs(row.attempts));
    return finish(db, row, { state: 'queued', nextAttemptAt, lastError: failure.message });
  }
  return finish(db, row, { state: 'sent', sentAt: clock(), lastError: null });
}

/** How long one run goes on claiming: half a lease, so no claim's lease runs out while its run is still going. */
const RUN_MS = LEASE_MS / 2;

/**
 * Sends the messages due at `now` on the channels that have a sender, one claim at a time (so a server that dies
 * leaves at most one message in doubt), at most `limit` in one run and for at most RUN_MS; the next run goes on.
 * The run's clock moves on from `now` as its sends take time: each claim's lease, a link's expiry and a failed
 * attempt's back-off count from their own moment (a slow mail server made the later claims' leases already run out,
 * and another server failed them as interrupted).
 * Answers how many attempts it made.
 */
export async function sendDueMessages(db: Db, senders: ChannelSenders, now = new Date(), limit = 200) {
  await expireLeases(db, now);
  const channels = Object.keys(senders) as MessageChannel[];
  if (channels.length === 0) return 0;
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const clock = () => new Date(now.getTime() + elapsed());
  let attempts = 0;
  while (attempts < limit && elapsed() < RUN_MS) {
    const row = await claim(db, channels, clock());
    if (!row) break;
    attempts += 1;
    await deliver(db, senders, row, clock);
  }
  return attempts;
}

/**
 * Hears the NOTIFY of each commit that queued a message, on one connection of this server's pool, and calls `wake`.
 * A connection lost (the database restarted) is given up; `ensure` listens again, and the minute's run calls it.
 * One connection at most: calls of `ensure` at once share one connecting, and none connects once `stop` has begun
 * (a connection taken then was never given back, and the pool's end at shutdown waited for it forever).
 */
function wakeListener(pool: pg.Pool, wake: () => void) {
  let client: { connection: pg.PoolClient; giveBack: (destroy?: boolean) => void } | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  const connect = async () => {
    const connection = await pool.connect();
    // Given back once, whichever of the error, a failed LISTEN or the stop comes first.
    let returned = false;
    const giveBack = (destroy?: boolean) => {
      if (returned) return;
      returned = true;
      connection.release(destroy);
    };
    if (stopped) return giveBack();
    connection.on('notification', wake);
    connection.on('error', () => {
      if (client?.connection === connection) client = null;
      giveBack(true);
    });
    try {
      await connection.query(`listen ${OUTBOX_WAKE_CHANNEL}`);
    } catch (error) {
      giveBack(true);
      throw error;
    }
    client = { connection, giveBack };
  };
  const ensure = () => {
    if (stopped || client) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const stop = async () => {
    stopped = true;
    await connecting?.catch(() => {});
    const current = client;
    client = null;
    if (!current) return;
    await current.connection.query(`unlisten ${OUTBOX_WAKE_CHANNEL}`).catch(() => {});
    current.giveBack();
  };
  return { ensure, stop };
}

/**
 * The outbox runs on the job queue: every minute (back-off and leases), and at once when a transaction that queued
 * a message commits (PostgreSQL's NOTIFY). Answers how to stop listening.
 */
export async function scheduleOutbox(jobs: Jobs, db: Db, senders: ChannelSenders, log?: FastifyBaseLogger) {
  const listener = wakeListener((db as Db & { $client: pg.Pool }).$client, () => {
    jobs.send(OUTBOX_JOB, {}, { singletonKey: 'wake' }).catch((err) => log?.warn({ err }, 'outbox wake'));
  });
  await jobs.work(OUTBOX_JOB, async () => {
    await listener.ensure().catch((err) => log?.warn({ err }, 'outbox listener'));
    await sendDueMessages(db, senders, new Date());
  });
  await jobs.schedule(OUTBOX_JOB, '* * * * *');
  await listener.ensure();
  return listener.stop;
}
