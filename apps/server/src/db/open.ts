import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { connect, migrateToLatest } from './client.ts';
import { startEmbedded } from './embedded.ts';

/** Connects to DATABASE_URL, or to the embedded PostgreSQL in DATA_DIR, and applies the migrations. */
export async function openDatabase(config: Config, log: Logger, { reuseRunning = false } = {}) {
  const running = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await startEmbedded(config.dataDir, config.EMBEDDED_PG_PORT, log, { reuseRunning });
  // Our own shutdown ends the connections too: that is no loss to report. The error carries its pg client;
  // its message and code say what happened.
  let closing = false;
  const { pool, db } = connect(running.url, config.DATABASE_POOL_SIZE, (err) => {
    if (!closing) log.warn({ code: (err as { code?: string }).code, reason: err.message }, 'database connection lost');
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await pool.end();
    await running.stop();
    throw error;
  }
  return {
    db,
    pool,
    url: running.url,
    close: async () => {
      closing = true;
      await pool.end();
      await running.stop();
    },
  };
}
export type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;
