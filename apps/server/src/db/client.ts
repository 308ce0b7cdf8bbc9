import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database or a transaction: services take either as their first argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export function connect(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A pool error (the database restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}

export async function migrateToLatest(db: Db) {
  await migrate(db, { migrationsFolder: new URL('./migrations', import.meta.url).pathname });
}
