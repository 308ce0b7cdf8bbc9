/** Requests per second and latency of one URL under concurrent clients, with autocannon in its own thread. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

export const CONNECTIONS = 20;

async function run(url: string, cookie: string | undefined, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
    // Its own thread: the clients do not take the event loop of the server they measure.
    workers: 1,
  });
}

/** A short warm-up (plans cached, JIT warm), then `seconds` of measurement with CONNECTIONS clients. */
export async function load(url: string, cookie: string | undefined, seconds: number): Promise<LoadResult> {
  const first = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  await run(url, cookie, 2);
  const result = await run(url, cookie, seconds);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
