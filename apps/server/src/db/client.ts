import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-package.ts';
import { PipelinedReads } from './pipeline.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database or a transaction: services take either as their first argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Where a lost connection is reported; the default keeps quiet (tests, one-off commands). */
type OnConnectionError = (error: Error) => void;

/**
 * Each connection's settings, sent before its first statement (one round trip). A prepared statement is planned
 * once, for its shape (`force_generic_plan`): the app's reads are written once for each of their shapes
 * (db/prepared.ts) and chosen for that plan. Left to choose, PostgreSQL planned My Day again at every call for a
 * Super Admin, whose few tasks made each call's own plan look cheaper than the shared one: 3.2 ms of planning for
 * 0.4 ms of running. The session's time zone is UTC whatever the server's default: the office's days are worked out
 * in its own zone explicitly, and a day added to a moment (the end of a range) follows the session's zone's clock
 * changes, which a server in a zone with summer time would have moved by an hour.
 */
export const SESSION_SETTINGS = "set plan_cache_mode = force_generic_plan; set time zone 'UTC'";

/**
 * Connections of pg's pipeline mode that the prepared reads share (db/pipeline.ts), no more than the pool's: at
 * 100,000 students four answered 13% to 56% more requests a second than the pool alone, ten only some of that.
 */
const PIPELINED_CONNECTIONS = 4;

/**
 * The app's connections: a pool for whatever holds a connection between statements (a transaction, a cursor, a
 * lock, a COPY, drizzle's queries), and beside it the pipelined connections of the prepared reads; `end` closes
 * both.
 */
export class OfficePool extends pg.Pool {
  readonly reads: PipelinedReads;

  constructor(url: string, max: number, onConnectionError: OnConnectionError) {
    super({
      connectionString: url,
      max,
      connectionTimeoutMillis: 5000,
      // The database restarting or going away must not crash the process: the broken connection is dropped, the
      // request that used it answers 503 (platform/errors.ts) and the next query connects anew. An idle client's
      // error reaches the pool's listener. A checked-out one (inside a transaction) has no listener of pg-pool's,
      // and an 'error' event without a listener would end the process: the query using it fails instead.
      // The settings are answered before the connection is handed out (pg-pool awaits this hook): queued beside the
      // first statement instead, they were a second query on a busy client, which pg 8.23 warns of and pg 9 refuses.
      // Should they fail, the connection plans as PostgreSQL chooses (slower, never wrong); a broken connection fails
      // the statement it was made for too, and is reported as lost.
      onConnect: async (client) => {
        client.on('error', () => {});
        await client.query(SESSION_SETTINGS).catch(() => {});
      },
    });
    this.on('error', onConnectionError);
    this.reads = new PipelinedReads(url, Math.min(PIPELINED_CONNECTIONS, max), SESSION_SETTINGS, onConnectionError);
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void) {
    const ended = this.reads.end().then(() => super.end());
    if (!callback) return ended;
    ended.then(callback, callback);
  }
}

export function connect(url: string, max: number, onConnectionError: OnConnectionError = () => {}) {
  const pool = new OfficePool(url, max, onConnectionError);
  return { pool, db: drizzle(pool, { schema }) };
}

/** The migrations, from the sources or the bundle alike. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

/** Any fixed number, the same in every instance: the advisory lock that one migration run holds at a time. */
const MIGRATION_LOCK = 7_305_218_411;

/**
 * Applies the migrations not applied yet. Several instances may start at once on one database (two replicas
 * of a fresh deployment): the first migrates while holding an advisory lock, the others wait for it and then
 * find nothing left to do, instead of failing on "already exists".
 */
export async function migrateToLatest(db: Db) {
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
