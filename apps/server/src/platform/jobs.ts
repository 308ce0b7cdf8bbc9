import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';

/**
 * The one job queue of the product (docs/decisions.md): pg-boss on the application's own PostgreSQL, in its
 * schema `pgboss`. Jobs survive restarts and each runs on one instance at a time; nothing is scheduled on an
 * in-process timer. Handlers are written to run more than once harmlessly (pg-boss delivers at least once).
 */
export interface Jobs {
  /** Runs `handler` for each job of `name` (the queue is created when missing). */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Queues a job, at once or after `startAfter`. */
  send(name: string, data: object, options?: { startAfter?: Date; singletonKey?: string }): Promise<void>;
  /** Queues a job of `name` on a cron schedule (UTC), once across every instance. */
  schedule(name: string, cron: string): Promise<void>;
  /** The queues whose jobs failed for good in the last day, the latest first, with their last error. */
  failures(): Promise<JobFailure[]>;
  stop(): Promise<void>;
}

export interface JobFailure {
  queue: string;
  count: number;
  lastAt: Date;
  lastError: string;
}

/** Any fixed number, the same in every instance: held while one instance starts the queue. */
const START_LOCK = 7_305_218_412;

export interface JobsOptions {
  /** How often an idle worker asks for work; tests use half a second. */
  pollingIntervalSeconds?: number;
  /** How often a failed job is tried again, after 30 s, then twice as long each time; tests use 0. */
  retryLimit?: number;
}

export async function startJobs(pool: Pool, log: FastifyBaseLogger, options: JobsOptions = {}): Promise<Jobs> {
  const boss = new PgBoss({
    // the application's pool: no second set of connections, and the same database whatever DATABASE_URL says
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  // Instances starting at once on a new database would race to create pg-boss's schema and its queues (a
  // queue is a partition: two instances creating the same one deadlock): one instance at a time.
  const oneAtATime = async (work: () => Promise<unknown>) => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
      await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
      lock.release();
    }
  };
  await oneAtATime(() => boss.start());
  const created = new Set<string>();
  // A job that fails (the database away a moment, a mail server down) is tried again after 30 s, 1, 2, 4 and 8
  // minutes, not at once; queues made before this setting get it too.
  const retry = { retryLimit: options.retryLimit ?? 5, retryDelay: 30, retryBackoff: true };
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await oneAtATime(async () => {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...retry });
      else await boss.createQueue(name, { name, ...retry });
    });
    created.add(name);
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  return {
    work: async (name, handler) => {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as Parameters<typeof handler>[0]);
          } catch (error) {
            // pg-boss keeps the error in its own table only: the log says which job failed, and why.
            log.error({ err: error, queue: name, jobId: job.id }, 'job failed');
            throw error;
          }
        }
      });
    },
    send: async (name, data, sendOptions = {}) => {
      await ensureQueue(name);
      await boss.send(name, data, sendOptions);
    },
    schedule: async (name, cron) => {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    failures: async () => {
      // pg-boss moves a failed job into its archive 12 hours after it failed (and deletes it 7 days later): the
      // day's failures are in either table. A job archived was completed before, so the archive is read by its
      // index on archived_on.
      const { rows } = await pool.query<JobFailure & { output: { message?: string } | null }>(`
        select name as queue, count(*)::int as count, max(completed_on) as "lastAt",
          (array_agg(output order by completed_on desc))[1] as output
        from (
          select name, completed_on, output from pgboss.job
          where state = 'failed' and completed_on > now() - interval '1 day'
          union all
          select name, completed_on, output from pgboss.archive
          where state = 'failed' and completed_on > now() - interval '1 day' and archived_on > now() - interval '1 day'
        ) failed
        group by name order by max(completed_on) desc`);
      return rows.map(({ output, ...failure }) => ({
        ...failure,
        lastError: output?.message ?? JSON.stringify(output),
      }));
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
