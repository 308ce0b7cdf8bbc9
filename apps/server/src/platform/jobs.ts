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
  stop(): Promise<void>;
}

/** Any fixed number, the same in every instance: held while one instance starts the queue. */
const START_LOCK = 7_305_218_412;

export interface JobsOptions {
  /** How often an idle worker asks for work; tests use half a second. */
  pollingIntervalSeconds?: number;
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
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await oneAtATime(async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    });
    created.add(name);
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  return {
    work: async (name, handler) => {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
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
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
