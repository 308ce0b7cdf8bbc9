import { createHash } from 'node:crypto';
import { fillPlaceholders, type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, OfficePool, type Tx } from './client.ts';
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
 * connection parses once and PostgreSQL plans once (its generic plan: client.ts's SESSION_SETTINGS). Planning
 * these list and suggestion queries took longer than running them (1.2 ms against 0.3 ms). The same rows as
 * `db.execute(query).rows`.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  return run<T>(db, statementOf(query));
}

async function run<T>(db: Db, { sql: text, params }: Query, name = nameOf(text)): Promise<T[]> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const config = { name, text, values: params, types };
  const result = await (pool instanceof OfficePool ? pool.reads.query(config) : pool.query(config));
  return result.rows as T[];
}

/**
 * preparedRows for a statement whose text is written once for each of its shapes, its values filled in on each call.
 * `build` writes the statement of a shape with placeholders (`bound`) where its values go; the shape is what
 * the text depends on (which filters a list has, its page, its order) and `values` fill the placeholders. A list's
 * statements, written again on each request, took a fifth of the main thread under load; My Day's, a tenth.
 */
export function preparedShapes<T, Shape>(build: (shape: Shape) => SQL) {
  const shapes = new Map<string, { query: Query; name: string | undefined }>();
  return async (db: Db, shape: Shape, values: Record<string, unknown>): Promise<T[]> => {
    const key = JSON.stringify(shape);
    let statement = shapes.get(key);
    if (!statement) {
      const query = statementOf(build(shape));
      statement = { query, name: nameOf(query.sql) };
      // A page's bounds are in its text: the shapes met after this many are written again on each call.
      if (shapes.size < MAX_NAMES) shapes.set(key, statement);
    }
    const { query, name } = statement;
    return run<T>(db, { sql: query.sql, params: fillPlaceholders(query.params, values) }, name);
  };
}

/** preparedShapes for a statement of a single shape. */
export function preparedShape<T>(build: () => SQL) {
  const shapes = preparedShapes<T, null>(build);
  return (db: Db, values: Record<string, unknown>) => shapes(db, null, values);
}

/** A value's place in a statement written by preparedShapes: filled in from `values[name]`. */
export const bound = (name: string) => sql.placeholder(name);

/** A value of a statement, or its place while preparedShapes writes the statement's shape. */
export type Bound<T> = T | Placeholder;

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
