/**
 * `npm run bench`: starts the server's app on a fresh embedded database, loads a large office and measures
 * what must stay fast and flat. Prints a table and writes docs/benchmarks.md. (More rows arrive with the
 * quality issue: list latency under load, start times, bundle sizes.)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { seedDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { seedDemoStudents } from '../src/db/seed/demo-students.ts';
import { createSession } from '../src/platform/auth/sessions.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const ZIP_MB = Number(process.env.BENCH_ZIP_MB ?? 200);

/** Peak resident memory while `work` runs, sampled every 20 ms. */
async function measure<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { result, ms, peakMb: peak / 1024 / 1024, growthMb: (peak - before) / 1024 / 1024 };
}

/** Reads a download to its end without keeping it, as a browser saving a file would. */
async function drain(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

const dir = await mkdtemp(path.join(tmpdir(), 'studydesk-bench-'));
const config = loadConfig({
  DATA_DIR: dir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  EMBEDDED_PG_PORT: '54399',
  UPLOAD_LIMIT_MB: '64',
});
const database = await openDatabase(config, pino({ level: 'warn' }));
const rows: [string, string][] = [];
try {
  await seedDemoAccounts(database.db);
  const seeding = await measure(() =>
    seedDemoStudents(
      database.db,
      STUDENTS,
      ['counselor@example.com', 'counselor2@example.com', 'multi@example.com'],
      'receptionist@example.com',
    ),
  );
  rows.push([`seed ${STUDENTS.toLocaleString('en')} students`, `${(seeding.ms / 1000).toFixed(1)} s`]);

  const app = await buildApp({ config, db: database.db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await database.db.query.employees.findMany({
    where: (e, { eq }) => eq(e.email, 'superadmin@example.com'),
  });
  if (!admin) throw new Error('no demo Super Admin');
  const cookie = `sid=${(await createSession(database.db, admin.id, 'Super Admin', 1)).token}`;

  const xlsx = await measure(() => drain(`${base}/api/v1/utilities/download-leads`, cookie));
  rows.push([
    `data.xlsx of ${STUDENTS.toLocaleString('en')} students`,
    `${(xlsx.ms / 1000).toFixed(1)} s, ${(xlsx.result / 1024 / 1024).toFixed(1)} MB, peak RSS ${xlsx.peakMb.toFixed(0)} MB (+${xlsx.growthMb.toFixed(0)} MB)`,
  ]);

  // Sixteen documents of one student, ZIP_MB in all, uploaded through the API.
  const [student] = await database.db.query.students.findMany({ limit: 1 });
  if (!student) throw new Error('no student');
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
    const response = await fetch(`${base}/api/v1/student/add-documents/${student.studentId}/x`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!response.ok) throw new Error(`upload ${slot}: ${response.status} ${await response.text()}`);
  }
  const zip = await measure(() => drain(`${base}/api/v1/utilities/download-docs/${student.studentId}`, cookie));
  rows.push([
    `documents zip of one student (16 files)`,
    `${(zip.ms / 1000).toFixed(1)} s, ${(zip.result / 1024 / 1024).toFixed(0)} MB, peak RSS ${zip.peakMb.toFixed(0)} MB (+${zip.growthMb.toFixed(0)} MB)`,
  ]);
  await app.close();
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

const machine = `${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}`;
const table = ['| measurement | result |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
console.log(`\n${table}\n\nmachine: ${machine}`);
await writeFile(
  new URL('../../../docs/benchmarks.md', import.meta.url),
  `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${machine}.\n` +
    'Memory is the resident size of the whole server process; "+" is its growth during the measurement, which stays\n' +
    'flat when a download streams.\n\n' +
    `${table}\n`,
);
