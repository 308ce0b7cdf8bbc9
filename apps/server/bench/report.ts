/**
 * docs/benchmarks.md: one section per office size (100,000 and 1,000,000 students), each rewritten by the run
 * of its size and kept by the others.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { perRequest } from './cpu.ts';
import type { LoadResult } from './load.ts';
import { meetsTargets, type RouteMeasure } from './routes.ts';

const FILE = new URL('../../../docs/benchmarks.md', import.meta.url);

interface Run {
  students: number;
  machine: string;
  connections: number;
  seconds: number;
  targets: { target: string; measured: string; met: boolean }[];
  measurements: [string, string][];
  routes: RouteMeasure[];
  roundTrip: LoadResult | undefined;
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

const intro = (run: Run) => `# Benchmarks

Written by \`npm run bench\` (\`BENCH_STUDENTS=1000000 npm run bench\` for the large office); each office size keeps
its own section.

How it measures (one command, everything in the same run):

- The office: loaded by COPY, then \`vacuum analyze\` and a checkpoint (not counted in its loading), so that no
  route is measured with stale statistics or while the load's pages are being written out.
- Load: the app is built and listens on a real port; autocannon runs ${run.connections} concurrent clients in a process
  of its own, ${run.seconds} s per line after a 2 s warm-up; each answer's time is kept to the microsecond.
- Each database route beside **its own ceiling**: the SQL statements one request of the route sends (captured as
  pg receives them: the same prepared statements, the same parameters, the session look-up included; only those
  sent on that request's behalf, not the job queue's or another request's at the same moment) are replayed
  straight through a \`pg\` pool of the app's size by ${run.connections} loops for as long, without HTTP, cookies or JSON.
  The target is half the ceiling's throughput, and a p99 within 3 times (reports 5) the one-round-trip route's
  (\`/api/v1/health\`, one \`select 1\`).
- Where the processor goes: during each measured run, this process's own time (the app, or the ceiling's pg client),
  the load clients' own, and the rest of the machine's busy time (/proc/stat: PostgreSQL, and any other work then),
  each divided by the requests answered. A route's share of its ceiling is about the ceiling's sum over the route's.
- Whether a ceiling is sound: EXPLAIN ANALYZE of each read the request sends, the rows its scans touched (read,
  filtered out or rechecked, over every loop) beside the rows it answered.
- Starts: the real server process until \`/api/v1/health\` first answers 200; cold on a new data directory (initdb
  and migrations), warm on the loaded office (median of three).
- Downloads: from that server process, read to the end; the xlsx three times, its median judged (the first of a
  just-started server also warms Node's code and PostgreSQL's buffers); memory is the server's resident size (the
  kernel's high-water mark, the highest of the three), PostgreSQL not included. The xlsx's rows are counted by reading it as a stream (exceljs' streaming reader).
- JavaScript: \`vite build\` of apps/web; gzip of the files \`/login\` loads, read from the Vite manifest.

The machine is shared (other work runs at the same time): figures move from run to run.
`;

function table(header: string[], rows: string[][]) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** A load's processor time a request (cpu.ts): its sum, then its parts; a ceiling has no clients. */
function processor(r: LoadResult) {
  const us = perRequest(r.cpu, r.total);
  if (!us) return 'not measured';
  const parts = r.cpu?.clients ? [us.own, us.clients, us.rest] : [us.own, us.rest];
  return `${n(parts.reduce((a, b) => a + b, 0))} µs (${parts.map(n).join(' + ')})`;
}

function section(run: Run) {
  const line = (r: LoadResult) => `${n(r.requestsPerSecond)} req/s, p99 ${ms(r.p99)} ms`;
  const trip = run.roundTrip;
  const routes = trip
    ? table(
        [
          'route',
          'the route',
          'its SQL (ceiling)',
          'share',
          'p99 ÷ round trip',
          'rows scanned / answered',
          'processor a request: the route (app + clients + PostgreSQL and the rest) / its SQL (pg client + the rest)',
        ],
        run.routes.map((m) => {
          const { share, times } = meetsTargets(m, trip);
          return [
            m.route.what,
            line(m.app),
            `${line(m.sql)} (${m.statements} statements)`,
            `${(share * 100).toFixed(0)}%`,
            `${times.toFixed(1)}× (its SQL ${(m.sql.p99 / trip.p99).toFixed(1)}×) of ${ms(trip.p99)} ms`,
            `${n(m.read)} / ${n(m.returned)}`,
            `${processor(m.app)} / ${processor(m.sql)}`,
          ];
        }),
      )
    : '';
  return [
    `<!-- bench ${run.students} -->`,
    `## ${n(run.students)} students`,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}. Machine: ${run.machine}.`,
    '',
    table(
      ['target', 'measured', 'met'],
      run.targets.map((t) => [t.target, t.measured, t.met ? 'pass' : '**miss**']),
    ),
    '',
    routes,
    '',
    table(['measurement', 'result'], run.measurements),
    `<!-- /bench ${run.students} -->`,
  ].join('\n');
}

/**
 * Rewrites this size's section of docs/benchmarks.md, keeps the other sizes' and the notes written by hand
 * (between `<!-- notes -->` and `<!-- /notes -->`), answers this one.
 */
export async function writeBenchmarks(run: Run) {
  const old = await readFile(FILE, 'utf8').catch(() => '');
  const notes = /<!-- notes -->[\s\S]*?<!-- \/notes -->/.exec(old)?.[0];
  const kept = new Map<number, string>();
  for (const match of old.matchAll(/<!-- bench (\d+) -->[\s\S]*?<!-- \/bench \1 -->/g)) {
    kept.set(Number(match[1]), match[0]);
  }
  const mine = section(run);
  kept.set(run.students, mine);
  const sections = [...kept.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
  await writeFile(FILE, `${intro(run)}\n${[notes, ...sections].filter(Boolean).join('\n\n')}\n`);
  return mine;
}
