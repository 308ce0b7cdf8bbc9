/**
 * Requests per second and latency of one URL under concurrent clients: autocannon in a process of its own
 * (load-client.ts), so the clients do not take the event loop of the server they measure.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds, to the microsecond. */
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

export const CONNECTIONS = 20;

/** A load's result from the times its answers took (milliseconds) over `seconds`. */
export function resultOf(latencies: number[], seconds: number, failures = 0): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { requestsPerSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99), total: sorted.length, failures };
}

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** A short warm-up (plans cached, JIT warm), then `seconds` of measurement with CONNECTIONS clients. */
export async function load(url: string, cookie: string | undefined, seconds: number): Promise<LoadResult> {
  const first = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  const client = spawn(
    process.execPath,
    [...process.execArgv, CLIENT, JSON.stringify({ url, cookie, seconds, connections: CONNECTIONS })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [answer, [code]] = await Promise.all([text(client.stdout), once(client, 'exit')]);
  if (code !== 0) throw new Error(`the load's clients ended with ${code}`);
  return JSON.parse(answer) as LoadResult;
}
