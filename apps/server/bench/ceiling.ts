/**
 * A route's own ceiling (issue 21): the SQL statements one request of the route runs, captured as pg receives
 * them (the same prepared statements, the same parameters, its session look-up included), then replayed
 * straight through a pg pool at the bench's concurrency, without HTTP, cookies or JSON. What a route loses
 * against it is the framework's share; what the ceiling itself costs is the query's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import pg from 'pg';
import { SESSION_SETTINGS } from '../src/db/client.ts';
import { cpuMark } from './cpu.ts';
import { CONNECTIONS, resultOf } from './load.ts';

/** A statement as pg's Client.query received it: a config object or a text, and its values. */
export interface Statement {
  config: string | pg.QueryConfig;
  values?: unknown[];
}

/**
 * The header of the one request a capture sends, naming that capture; only the bench's own fetch carries it.
 */
export const CAPTURE_HEADER = 'x-bench-capture';

interface Capture {
  statements: Statement[];
  open: boolean;
}

/**
 * The capture a request runs for, carried down its async calls: its session look-up, its handler, drizzle, pg's
 * pool. Statements the app sends for anything else at the same time (a queued job, a request of an earlier load
 * still in flight) run outside it and are not kept.
 */
const current = new AsyncLocalStorage<Capture>();
const captures = new Map<string, Capture>();

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  const capture = current.getStore();
  // A connection's own settings, sent when the request's statement was the first on it, are not the request's:
  // the ceiling's pool sends them once per connection too.
  const ofTheRequest =
    typeof config === 'string' ? config !== SESSION_SETTINGS : config && typeof config === 'object' && 'text' in config;
  if (capture?.open && ofTheRequest) {
    // A copy, taken before pg writes the caller's callback into the object it was given.
    capture.statements.push({
      config: typeof config === 'string' ? config : { ...(config as pg.QueryConfig) },
      values: Array.isArray(values) ? values : undefined,
    });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

// pg's pool hands a connection to a waiting caller from whoever released one (another request, a job), or from
// the tick of whoever asked for one next: the waiter's callback (pool.query's, which then calls client.query)
// would run in that other context. Each callback runs in its own caller's: in its capture, or in none.
type Callback = (...args: unknown[]) => void;
const connect = pg.Pool.prototype.connect as unknown as (this: pg.Pool, callback?: Callback) => unknown;
pg.Pool.prototype.connect = function (this: pg.Pool, callback?: Callback) {
  if (!callback) return connect.call(this);
  const capture = current.getStore();
  const inItsOwn: Callback = capture
    ? (...args) => (capture.open ? current.run(capture, () => callback(...args)) : callback(...args))
    : (...args) => current.exit(() => callback(...args));
  return connect.call(this, inItsOwn);
} as unknown as typeof pg.Pool.prototype.connect;

/**
 * Runs each request of `server` that carries CAPTURE_HEADER of a capture under way in that capture's context,
 * from the moment the server receives it: before Fastify's onRequest hooks, where the session is looked up.
 * Called on the app's server before it listens.
 */
export function captureRequests(server: Server) {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  for (const listener of listeners) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const id = req.headers[CAPTURE_HEADER];
      const capture = typeof id === 'string' ? captures.get(id) : undefined;
      if (capture) current.run(capture, () => listener.call(server, req, res));
      else listener.call(server, req, res);
    });
  }
}

/**
 * The statements the app sends for one request: `request` is given the header to send with it, and only what
 * runs on that request's behalf is kept (the app's server passed to captureRequests).
 */
export async function captureStatements(
  request: (headers: Record<string, string>) => Promise<unknown>,
): Promise<Statement[]> {
  const id = randomUUID();
  const capture: Capture = { statements: [], open: true };
  captures.set(id, capture);
  try {
    await request({ [CAPTURE_HEADER]: id });
    // Every route sends at least its session look-up: none means the server was not given to captureRequests.
    if (capture.statements.length === 0)
      throw new Error('no statement captured (was the server given to captureRequests?)');
    return capture.statements;
  } finally {
    capture.open = false;
    captures.delete(id);
    // Node tracks the context of every promise while a storage is enabled: not while the app is under load.
    if (captures.size === 0) current.disable();
  }
}

const textOf = (s: Statement) => (typeof s.config === 'string' ? s.config : s.config.text);
const valuesOf = (s: Statement) => (typeof s.config === 'string' ? s.values : (s.config.values ?? s.values));

async function replay(client: pg.PoolClient, statements: Statement[]) {
  for (const s of statements) await client.query(s.config as pg.QueryConfig, s.values);
}

/**
 * Requests per second and latency of running `statements` in turn on one pooled connection, by CONNECTIONS
 * loops sharing a pool as large as the app's: a 2 s warm-up, then `seconds` measured.
 */
export async function ceiling(url: string, statements: Statement[], seconds: number, poolSize: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    onConnect: async (client) => void (await client.query(SESSION_SETTINGS)),
  });
  const once = async () => {
    const client = await pool.connect();
    try {
      await replay(client, statements);
    } finally {
      client.release();
    }
  };
  const run = async (millis: number, latencies: number[]) => {
    const end = performance.now() + millis;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          await once();
          latencies.push(performance.now() - start);
        }
      }),
    );
  };
  try {
    await run(2000, []);
    const latencies: number[] = [];
    const started = performance.now();
    const mark = cpuMark();
    await run(seconds * 1000, latencies);
    return { ...resultOf(latencies, (performance.now() - started) / 1000), cpu: mark.split() };
  } finally {
    await pool.end();
  }
}

type PlanNode = {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Rows the scans of a plan touched: what it read, kept or filtered out, over all its loops. */
function rowsScanned(node: PlanNode): number {
  const own = node['Node Type'].includes('Scan')
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child), 0);
}

/** pg's own conversion of a value to the text it sends (its `utils`, which its types leave out). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/**
 * EXPLAIN ANALYZE of `s` with the plan the app runs it by: its generic plan, on a connection of the app's settings
 * (SESSION_SETTINGS). A named (prepared) statement is prepared as `name` and explained as that prepared statement
 * runs; an unnamed one is explained with its values as parameters, as it is run.
 */
async function explainAsRun(client: pg.Client, s: Statement, name: string) {
  const text = textOf(s);
  const values = valuesOf(s) ?? [];
  if (typeof s.config === 'string' || !s.config.name) {
    return client.query(`explain (analyze, format json) ${text}`, values);
  }
  await client.query({ name, text, values });
  const literals = values.map((v) =>
    v === null || v === undefined ? 'null' : client.escapeLiteral(String(prepareValue(v))),
  );
  return client.query(
    `explain (analyze, format json) execute ${name}${values.length ? `(${literals.join(', ')})` : ''}`,
  );
}

/**
 * Whether the ceiling itself is sound: the rows the request's reads scan (EXPLAIN ANALYZE of each read it
 * sent) against the rows they answer. Writes are not run again.
 */
export async function scanned(url: string, statements: Statement[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(SESSION_SETTINGS);
  try {
    let read = 0;
    let returned = 0;
    for (const [i, s] of statements.entries()) {
      const text = textOf(s);
      if (!/^[\s(]*(select|with)\b/i.test(text) || /\b(insert|update|delete)\b/i.test(text)) continue;
      const { rows } = await explainAsRun(client, s, `bench_scanned_${i}`);
      const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]?.Plan;
      if (!plan) continue;
      read += rowsScanned(plan);
      returned += plan['Actual Rows'] ?? 0;
    }
    return { read, returned };
  } finally {
    await client.end();
  }
}
