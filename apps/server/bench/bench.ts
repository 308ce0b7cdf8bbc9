/**
 * `npm run bench`: one command that builds the web app, starts the product on fresh embedded databases,
 * loads a large office and measures what must stay fast and flat, each figure beside its baseline of the
 * same run. Prints the tables and writes docs/benchmarks.md.
 *
 * BENCH_STUDENTS (100000), BENCH_EMPLOYEES (50), BENCH_DOC_STUDENTS (1000), BENCH_ZIP_MB (200) and
 * BENCH_SECONDS (10, per load test) make a quicker run for development.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import JSZip from 'jszip';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { createSession } from '../src/platform/auth/sessions.ts';
import { createStorage } from '../src/platform/storage/storage.ts';
import { measureBundle } from './bundle.ts';
import { CONNECTIONS, type LoadResult, load } from './load.ts';
import { loadOffice } from './office.ts';
import { peakMemory, startServer, timeStart } from './startup.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 50);
const DOC_STUDENTS = Number(process.env.BENCH_DOC_STUDENTS ?? 1000);
const ZIP_MB = Number(process.env.BENCH_ZIP_MB ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Our own ports, away from the defaults (3000, 54329) and from PostgreSQL on 5432.
const APP_PORT = 3301;
const BARE_PORT = 3302;
const SERVER_PORT = 3303;
const PG_PORT = 54360;
const COLD_PG_PORT = 54361;

const n = (value: number) => value.toLocaleString('en');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (millis: number) => `${(millis / 1000).toFixed(2)} s`;

const measurements: [string, string][] = [];
const targets: { target: string; measured: string; met: boolean }[] = [];
const note = (what: string, result: string) => {
  measurements.push([what, result]);
  console.log(`${what}: ${result}`);
};
const judge = (target: string, measured: string, met: boolean) => {
  targets.push({ target, measured, met });
};
const loadLine = (r: LoadResult) =>
  `${n(Math.round(r.requestsPerSecond))} req/s, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms` +
  (r.failures ? `, ${n(r.failures)} failed` : '');

/** A folder the embedded PostgreSQL (run as its own user when we are root) can enter. */
async function scratch(name: string) {
  const dir = await mkdtemp(path.join('/tmp', `bench-${name}-`));
  await chmod(dir, 0o755);
  return dir;
}

const machine = {
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
  cores: os.cpus().length,
  ramGiB: os.totalmem() / 1024 ** 3,
  node: process.version,
  loadBefore: os.loadavg()[0] ?? 0,
};
const dirs: string[] = [];
const started = performance.now();

try {
  // 1. What the browser downloads.
  const webDir = await scratch('web');
  dirs.push(webDir);
  const bundle = await measureBundle(webDir);
  note(
    'sign-in page (/login): JavaScript, gzipped',
    `${kb(bundle.signInBytes)} in ${bundle.signInFiles} files (entry, its imports, the sign-in page's chunk)`,
  );
  note(
    'largest lazily loaded chunk, gzipped',
    `${kb(bundle.largestLazy.bytes)}: ${bundle.largestLazy.src} with the imports the sign-in page has not loaded`,
  );
  note(
    'lazily loaded pages and areas',
    `${bundle.lazyChunks} chunks; ${bundle.eager.length} of them in the sign-in page's files`,
  );
  judge('sign-in page < 150 KB JS gzipped', kb(bundle.signInBytes), bundle.signInBytes < 150 * 1024);
  judge(
    'each area loaded lazily',
    bundle.eager.length
      ? `eager: ${bundle.eager.join(', ')}`
      : `${bundle.lazyChunks} lazy chunks, none in the sign-in page`,
    bundle.eager.length === 0 && bundle.lazyChunks > 0,
  );

  // 2. Cold start: a new data directory (initdb, migrations), the real server process.
  const coldDir = await scratch('cold');
  dirs.push(coldDir);
  const cold = await timeStart(coldDir, SERVER_PORT, COLD_PG_PORT);
  note('cold start (new data directory: initdb, migrations) to first healthy answer', s(cold));
  judge('cold start < 5 s', s(cold), cold < 5000);
  await rm(coldDir, { recursive: true, force: true });

  // 3. A large office on a fresh database.
  const officeDir = await scratch('office');
  dirs.push(officeDir);
  const config = loadConfig({
    DATA_DIR: officeDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_PORT: String(PG_PORT),
    UPLOAD_LIMIT_MB: '64',
  });
  const database = await openDatabase(config, pino({ level: 'warn' }));
  let sessions: { admin: string; counselor: string; counselorId: string; studentId: number };
  try {
    const seeding = performance.now();
    const office = await loadOffice(database.db, createStorage(config), {
      students: STUDENTS,
      employees: EMPLOYEES,
      studentsWithDocuments: DOC_STUDENTS,
    });
    note(
      'load the office',
      `${n(office.students)} students, ${office.employees} employees, ${n(office.documents)} documents, ` +
        `${n(office.notifications)} notifications in ${s(performance.now() - seeding)}`,
    );
    const staff = await database.db.query.employees.findMany({
      where: (e, { inArray }) => inArray(e.email, ['superadmin@example.com', 'counselor@example.com']),
    });
    const admin = staff.find((e) => e.email === 'superadmin@example.com');
    const counselor = staff.find((e) => e.email === 'counselor@example.com');
    if (!admin || !counselor) throw new Error('no demo Super Admin or Counselor');
    const [student] = await database.db.query.students.findMany({ limit: 1 });
    if (!student) throw new Error('no student');
    sessions = {
      admin: `sid=${(await createSession(database.db, admin.id, 'Super Admin', 1)).token}`,
      counselor: `sid=${(await createSession(database.db, counselor.id, 'Counselor', 1)).token}`,
      counselorId: counselor.employeeId,
      studentId: student.studentId,
    };

    // 4. Throughput and latency under CONNECTIONS clients: the app on a real port beside a bare route.
    const app = await buildApp({ config, db: database.db });
    const base = await app.listen({ port: APP_PORT, host: '127.0.0.1' });
    const bare = Fastify();
    bare.get('/bare', async () => ({ data: 'ok' }));
    const bareBase = await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
    try {
      const ceiling = await load(`${bareBase}/bare`, undefined, SECONDS);
      note(`bare Fastify route, same process (the ceiling), ${CONNECTIONS} clients`, loadLine(ceiling));
      // The floor under every database route: one round trip, no session, no body to speak of.
      const roundTrip = await load(`${base}/api/v1/health`, undefined, SECONDS);
      note('one database round trip: /api/v1/health (`select 1`, no session)', loadLine(roundTrip));
      const list = await load(
        `${base}/api/v1/super-admin/filter-leads?status=follow-up&status=enrolled&page=3&pageSize=10`,
        sessions.admin,
        SECONDS,
      );
      note('student list: 2 statuses, page 3 of all students (Super Admin)', loadLine(list));
      const own = await load(
        `${base}/api/v1/utilities/filter-student-list/${sessions.counselorId}?fullName=rahim&page=2&pageSize=10`,
        sessions.counselor,
        SECONDS,
      );
      note("student list: a Counselor's own, name contains 'rahim', page 2", loadLine(own));
      const prefix = await load(
        `${base}/api/v1/super-admin/get-student-suggestion?fullName=ra`,
        sessions.admin,
        SECONDS,
      );
      note("name suggestions: 'ra' over all students", loadLine(prefix));
      const typo = await load(
        `${base}/api/v1/super-admin/get-student-suggestion?fullName=${encodeURIComponent('rahim ahmd')}`,
        sessions.admin,
        SECONDS,
      );
      note("name suggestions: misspelt 'rahim ahmd' (similarity search)", loadLine(typo));
      const dashboard = await load(`${base}/api/v1/super-admin/dashboard`, sessions.admin, SECONDS);
      note('dashboard counts (Super Admin)', loadLine(dashboard));
      const inbox = await load(
        `${base}/api/v1/notifications/${sessions.counselorId}?page=1&pageSize=20`,
        sessions.counselor,
        SECONDS,
      );
      note('notification list: first page of 5,000', loadLine(inbox));
      const day = await load(`${base}/api/v1/my-day`, sessions.counselor, SECONDS);
      note('My Day of a Counselor (tasks, next steps, new, stalled, uploads to review)', loadLine(day));
      const board = await load(`${base}/api/v1/board?status=follow-up&page=1`, sessions.counselor, SECONDS);
      note("pipeline board: a Counselor's Follow Up column, first 50 cards", loadLine(board));

      const students = n(STUDENTS);
      const worstList = Math.max(list.p99, own.p99);
      judge(`list p99 < 50 ms at ${students} students`, `${ms(list.p99)} ms and ${ms(own.p99)} ms`, worstList < 50);
      const ratio = Math.min(list.requestsPerSecond, own.requestsPerSecond) / ceiling.requestsPerSecond;
      const slowest = Math.min(list.requestsPerSecond, own.requestsPerSecond);
      judge(
        'list throughput ≥ 1/4 of the bare route',
        `${(ratio * 100).toFixed(0)}% (${n(Math.round(slowest))} of ${n(Math.round(ceiling.requestsPerSecond))} req/s; ` +
          `one \`select 1\` round trip: ${((roundTrip.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}%)`,
        ratio >= 0.25,
      );
      judge(
        'suggestions p99 < 20 ms',
        `${ms(prefix.p99)} ms and ${ms(typo.p99)} ms`,
        Math.max(prefix.p99, typo.p99) < 20,
      );
      const failed = [ceiling, roundTrip, list, own, prefix, typo, dashboard, inbox, day, board].reduce(
        (sum, r) => sum + r.failures,
        0,
      );
      if (failed) judge('every request answered 2xx', `${n(failed)} failed`, false);
    } finally {
      await app.close();
      await bare.close();
    }
  } finally {
    await database.close();
  }

  // 5. Warm start: the real server on the office's existing data directory; the last one stays up.
  const warm: number[] = [];
  for (let i = 0; i < 2; i++) warm.push(await timeStart(officeDir, SERVER_PORT, PG_PORT));
  const server = await startServer(officeDir, SERVER_PORT, PG_PORT, { UPLOAD_LIMIT_MB: '64' });
  warm.push(server.ms);
  const warmMedian = [...warm].sort((a, b) => a - b)[1] ?? 0;
  note(
    `warm start (existing data directory, ${n(STUDENTS)} students) to first healthy answer`,
    `median ${s(warmMedian)} of ${warm.map(s).join(', ')}`,
  );
  judge('warm start < 2 s', s(warmMedian), warmMedian < 2000);

  // 6. Downloads from that server process, read to the end as a browser saving the file would.
  try {
    const pid = server.child.pid;
    if (!pid) throw new Error('no server pid');
    const xlsxFile = path.join(officeDir, 'bench-data.xlsx');
    const xlsx = await peakMemory(pid, async () => {
      const response = await fetch(`${server.base}/api/v1/utilities/download-leads`, {
        headers: { cookie: sessions.admin },
      });
      if (!response.ok || !response.body) throw new Error(`download-leads: ${response.status}`);
      await pipeline(Readable.fromWeb(response.body), createWriteStream(xlsxFile));
    });
    const sheet = await (await JSZip.loadAsync(await readFile(xlsxFile)))
      .file('xl/worksheets/sheet1.xml')
      ?.async('string');
    const rows = (sheet?.match(/<row /g)?.length ?? 1) - 1;
    const bytes = (await readFile(xlsxFile)).length;
    note(
      `data.xlsx of ${n(STUDENTS)} students`,
      `${s(xlsx.ms)}, ${(bytes / 1024 ** 2).toFixed(1)} MB, ${n(rows)} rows; server RSS ${xlsx.beforeMb.toFixed(0)} MB before, peak ${xlsx.peakMb.toFixed(0)} MB`,
    );
    judge(
      `export of ${n(STUDENTS)} rows < 5 s with < 250 MB peak`,
      `${s(xlsx.ms)}, peak ${xlsx.peakMb.toFixed(0)} MB`,
      xlsx.ms < 5000 && xlsx.peakMb < 250 && rows === STUDENTS,
    );

    // Sixteen documents of one student, ZIP_MB in all, uploaded through the API.
    const slots = [
      'sscCertificate',
      'sscTranscript',
      'hscCertificate',
      'hscTranscript',
      'hscRecommendation',
      'honsCertificate',
      'honsTranscript',
      'honsRecommendation',
      'mscCertificate',
      'mscTranscript',
      'mscRecommendation',
      'ielts',
      'cv',
      'passport',
      'extraCA',
      'bankSolvency',
    ];
    const each = Math.floor((ZIP_MB * 1024 * 1024) / slots.length);
    for (const slot of slots) {
      const form = new FormData();
      form.append('documentName', slot);
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n'), randomBytes(each)]), `${slot}.pdf`);
      const response = await fetch(`${server.base}/api/v1/student/add-documents/${sessions.studentId}/x`, {
        method: 'POST',
        headers: { cookie: sessions.admin, origin: server.base },
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${slot}: ${response.status} ${await response.text()}`);
    }
    const zip = await peakMemory(pid, async () => {
      const response = await fetch(`${server.base}/api/v1/utilities/download-docs/${sessions.studentId}`, {
        headers: { cookie: sessions.admin },
      });
      if (!response.ok || !response.body) throw new Error(`download-docs: ${response.status}`);
      let size = 0;
      for await (const chunk of response.body) size += chunk.length;
      return size;
    });
    note(
      `documents zip of one student (16 files, ${ZIP_MB} MB)`,
      `${s(zip.ms)}, ${(zip.result / 1024 ** 2).toFixed(0)} MB; server RSS ${zip.beforeMb.toFixed(0)} MB before, peak ${zip.peakMb.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
} finally {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

const machineLine =
  `${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(0)} GiB RAM, Node ${machine.node}; ` +
  `load average ${machine.loadBefore.toFixed(1)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`;
const measured = ['| measurement | result |', '|---|---|', ...measurements.map(([k, v]) => `| ${k} | ${v} |`)].join(
  '\n',
);
const judged = [
  '| target | measured | met |',
  '|---|---|---|',
  ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? 'pass' : '**miss**'} |`),
].join('\n');
console.log(`\n${measured}\n\n${judged}\n\nmachine: ${machineLine}; the run took ${s(performance.now() - started)}`);
await writeFile(
  new URL('../../../docs/benchmarks.md', import.meta.url),
  `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\n\n` +
    `Machine: ${machineLine}.\n\n` +
    'How it measures (one command, everything in the same run):\n\n' +
    `- Load: the app is built and listens on a real port, with a bare Fastify route (\`{ data: "ok" }\`) in the same\n` +
    `  process as the ceiling; autocannon runs ${CONNECTIONS} concurrent clients in its own thread, ${SECONDS} s per line after a 2 s warm-up.\n` +
    '- Starts: the real server process (`node --import tsx apps/server/src/main.ts`) until `/api/v1/health` first answers 200;\n' +
    '  cold on a new data directory (initdb and migrations), warm on the loaded office (median of three).\n' +
    "- Downloads: from that server process, read to the end; memory is its resident size (the kernel's high-water mark),\n" +
    '  PostgreSQL not included.\n' +
    '- JavaScript: `vite build` of apps/web; gzip of the files `/login` loads (the entry from `index.html`, its static\n' +
    "  imports and the sign-in page's lazy chunk), read from the Vite manifest.\n\n" +
    'The machine is shared (other work was running at the same time): figures move from run to run.\n\n' +
    `${judged}\n\n${measured}\n`,
);
