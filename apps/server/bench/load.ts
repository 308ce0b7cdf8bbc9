/**
 * Requests per second and latency of one URL under concurrent clients: autocannon in a process of its own
 * (load-client.ts), so the clients do not take the event loop of the server they measure.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type CpuSplit, cpuMark } from './cpu.ts';

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds, to the microsecond. */
  p50: number;
  p99: number;
  total: number;
  failures: number;
  /** Where the measured run's processor time went (cpu.ts). */
  cpu?: CpuSplit;
}

/** The line the load's clients print as their measured run begins. */
export const MEASURING = 'measuring';

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
  let output = '';
  let mark: ReturnType<typeof cpuMark> | undefined;
  let answer: (LoadResult & { clients: number }) | undefined;
  let cpu: CpuSplit | undefined;
  client.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    if (!mark && output.startsWith(`${MEASURING}\n`)) mark = cpuMark();
    // The answer is printed as the measured run ends: the machine's time is taken then, not at the exit.
    answer ??= answerIn(output);
    if (mark && answer && !cpu) cpu = mark.split(answer.clients);
  });
  const [code] = await once(client, 'exit');
  if (code !== 0 || !answer) throw new Error(`the load's clients ended with ${code}`);
  const { clients: _, ...result } = answer;
  return { ...result, cpu };
}

/** The clients' answer, once all of it has arrived after the MEASURING line. */
function answerIn(output: string) {
  try {
    return JSON.parse(output.slice(MEASURING.length + 1)) as LoadResult & { clients: number };
  } catch {
    return undefined;
  }
}
