import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { callerOf, eventually, makeEmployee, testApp } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { startJobs } from './jobs.ts';

const { pool, db, config } = await testApp();
const logged: { msg: string; queue?: string; jobId?: string; err?: { message: string } }[] = [];
const log = pino(
  { level: 'error' },
  new Writable({
    write(line, _encoding, done) {
      logged.push(JSON.parse(String(line)));
      done();
    },
  }),
);
const jobs = await startJobs(pool, log, { pollingIntervalSeconds: 0.5, retryLimit: 0 });
const retrying = await startJobs(pool, log, { pollingIntervalSeconds: 0.5 });
const app = await buildApp({ config, db, jobs });
afterAll(async () => {
  await app.close();
  await jobs.stop();
  await retrying.stop();
});

const jobRow = (queue: string) =>
  pool
    .query<{ state: string; wait: number }>(
      `select state, extract(epoch from start_after - now())::float8 as wait from pgboss.job where name = $1`,
      [queue],
    )
    .then((r) => r.rows[0]);

describe('the job queue', () => {
  it('logs a failed job with its queue and id, and tries it again after a while, not at once', async () => {
    await retrying.work('test-fails-once', async () => {
      throw new Error('the mail server did not answer');
    });
    await retrying.send('test-fails-once', {});
    await eventually(async () => (await jobRow('test-fails-once'))?.state === 'retry', 'a retry');
    const row = await jobRow('test-fails-once');
    expect(row?.wait).toBeGreaterThan(20);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'job failed',
        queue: 'test-fails-once',
        jobId: expect.any(String),
        err: expect.objectContaining({ message: 'the mail server did not answer' }),
      }),
    );
  });

  it('shows the Software Engineer the queues whose jobs failed for good, with the last error', async () => {
    await jobs.work('test-fails-for-good', async () => {
      throw new Error('no such template');
    });
    await jobs.send('test-fails-for-good', {});
    await eventually(async () => (await jobRow('test-fails-for-good'))?.state === 'failed', 'a failure');
    const engineer = await makeEmployee(db, ['Software Engineer']);
    const status = await callerOf(app)('GET', '/system/status', engineer);
    expect(status.json().data.failedJobs).toEqual([
      { queue: 'test-fails-for-good', count: 1, lastAt: expect.any(String), lastError: 'no such template' },
    ]);
  });
});

describe('the failures of the job queue', () => {
  it('still shows a job failed for good after pg-boss archived it overnight, until a day has passed', async () => {
    await jobs.work('test-fails-overnight', async () => {
      throw new Error('the template is gone');
    });
    await jobs.send('test-fails-overnight', {});
    await eventually(async () => (await jobRow('test-fails-overnight'))?.state === 'failed', 'a failure');
    // What pg-boss's maintenance does to a job failed 12 hours before (plans.js, archive): it is moved to the archive.
    const columns = `id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until,
      dead_letter, policy, output`;
    const archive = (hoursAgo: number) =>
      pool.query(
        `with archived as (
          delete from pgboss.job where name = 'test-fails-overnight' and state = 'failed'
          returning ${columns.replace('completed_on', `now() - interval '${hoursAgo} hours' as completed_on`)}
        )
        insert into pgboss.archive (${columns}) select ${columns} from archived`,
      );
    await archive(13);
    expect(await jobRow('test-fails-overnight')).toBeUndefined();
    const overnight = (await jobs.failures()).filter((f) => f.queue === 'test-fails-overnight');
    expect(overnight).toEqual([
      { queue: 'test-fails-overnight', count: 1, lastAt: expect.any(Date), lastError: 'the template is gone' },
    ]);
    expect(Date.now() - (overnight[0]?.lastAt.getTime() ?? 0)).toBeGreaterThan(12 * 3_600_000);

    await pool.query(
      `update pgboss.archive set completed_on = now() - interval '25 hours' where name = 'test-fails-overnight'`,
    );
    expect((await jobs.failures()).filter((f) => f.queue === 'test-fails-overnight')).toEqual([]);
  });
});
