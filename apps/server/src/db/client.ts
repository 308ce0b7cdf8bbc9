import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database or a transaction: services take either as their first argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Where a lost connection is reported; the default keeps quiet (tests, one-off commands). */
type OnConnectionError = (error: Error) => void;

export function connect(url: string, max = 10, onConnectionError: OnConnectionError = () => {}) {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // The database restarting or going away must not crash the process: the broken connection is dropped, the
  // request that used it answers 503 (platform/errors.ts) and the next query connects anew. An idle client's
  // error reaches the pool's listener. A checked-out one (inside a transaction) has no listener of pg-pool's,
  // and an 'error' event without a listener would end the process: the query using it fails instead.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', () => {}));
  return { pool, db: drizzle(pool, { schema }) };
}

export async function migrateToLatest(db: Db) {
  await migrate(db, { migrationsFolder: new URL('./migrations', import.meta.url).pathname });
}
