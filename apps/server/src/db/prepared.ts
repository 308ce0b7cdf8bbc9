import { createHash } from 'node:crypto';
import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import { statementOf } from './statement-text.ts';

/** Date and time values stay PostgreSQL's text, as drizzle's `db.execute` gives them (its list of types). */
const asText = (value: string) => value;
const { DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL } = pg.types.builtins;
const ARRAYS = { timestamp: 1115, date: 1182, timestamptz: 1185, interval: 1187, numeric: 1231 };
const TEXT_TYPES = new Set<number>([DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL, ...Object.values(ARRAYS)]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A statement's name by its text; texts are a handful of shapes of our code, never user input. */
const names = new Map<string, string>();
const MAX_NAMES = 500;

function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A whole number written into a prepared statement's text (a limit, an offset, a constant), never a value: its
 * generic plan then knows it, where a limit as a parameter is taken for a tenth of the rows, which made PostgreSQL
 * plan such a statement at every call or keep a plan that reads them all. Each number is a statement of its own.
 */
export function written(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
}

/**
 * The rows of a read that runs on every keystroke or page: as a named prepared statement, which each pooled
 * connection parses once and PostgreSQL plans once (its generic plan, when that costs no more than planning
 * each call). Planning these list and suggestion queries took longer than running them (1.2 ms against
 * 0.3 ms). The same rows as `db.execute(query).rows`.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  return run<T>(db, statementOf(query));
}

async function run<T>(db: Db, { sql: text, params }: Query, name = nameOf(text)): Promise<T[]> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const result = await pool.query({ name, text, values: params, types });
  return result.rows as T[];
}

/**
 * preparedRows for a statement of one shape whose values are named placeholders (`sql.placeholder('me')`): its
 * text and name are written on the first call, and each call after only fills its values in. For a statement of
 * many pieces (My Day's six lists) writing the text again took a tenth of the main thread under load.
 */
export function preparedShape<T>(build: () => SQL) {
  let shape: { query: Query; name: string | undefined } | undefined;
  return (db: Db, values: Record<string, unknown>): Promise<T[]> => {
    if (!shape) {
      const query = statementOf(build());
      shape = { query, name: nameOf(query.sql) };
    }
    return run<T>(db, { sql: shape.query.sql, params: fillPlaceholders(shape.query.params, values) }, shape.name);
  };
}

/**
 * A statement of one fixed shape, built by drizzle once for each database (`build` ends in `.prepare(name)`), so a
 * route that runs it on every request neither rebuilds its text nor has PostgreSQL parse it again. Given a
 * transaction, it is built for that transaction (whose connection then prepares it once).
 */
export function builtOnce<T>(build: (db: Tx) => T): (db: Tx) => T {
  const built = new WeakMap<Tx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
