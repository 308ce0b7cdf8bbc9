/**
 * A route's own ceiling (issue 21): the SQL statements one request of the route runs, captured as pg receives
 * them (the same prepared statements, the same parameters, its session look-up included), then replayed
 * straight through a pg pool at the bench's concurrency, without HTTP, cookies or JSON. What a route loses
 * against it is the framework's share; what the ceiling itself costs is the query's.
 */
import pg from 'pg';
import { CONNECTIONS, type LoadResult } from './load.ts';

/** A statement as pg's Client.query received it: a config object or a text, and its values. */
export interface Statement {
  config: string | pg.QueryConfig;
  values?: unknown[];
}

let capturing: Statement[] | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (capturing && (typeof config === 'string' || (config && typeof config === 'object' && 'text' in config))) {
    // A copy, taken before pg writes the caller's callback into the object it was given.
    capturing.push({
      config: typeof config === 'string' ? config : { ...(config as pg.QueryConfig) },
      values: Array.isArray(values) ? values : undefined,
    });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** The statements `request` sends while nothing else runs in this process. */
export async function captureStatements(request: () => Promise<unknown>): Promise<Statement[]> {
  capturing = [];
  try {
    await request();
    return capturing;
  } finally {
    capturing = undefined;
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
export async function ceiling(url: string, statements: Statement[], seconds: number, poolSize = 10) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
    await run(seconds * 1000, latencies);
    const took = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      requestsPerSecond: latencies.length / took,
      p50: at(0.5),
      p99: at(0.99),
      total: latencies.length,
      failures: 0,
    } satisfies LoadResult;
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

/**
 * Whether the ceiling itself is sound: the rows the request's reads scan (EXPLAIN ANALYZE of each read it
 * sent) against the rows they answer. Writes are not run again.
 */
export async function scanned(url: string, statements: Statement[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let read = 0;
    let returned = 0;
    for (const s of statements) {
      const text = textOf(s);
      if (!/^\s*(select|with)\b/i.test(text) || /\b(insert|update|delete)\b/i.test(text)) continue;
      const { rows } = await client.query(`explain (analyze, format json) ${text}`, valuesOf(s));
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
