import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { embeddedUrl, externalPostgres, root, ServerProcess } from './faults-server.ts';
import { PDF } from './files.ts';
import { makeEmployee } from './helpers.ts';
import { studentInput } from './students.ts';

// Ports of this file: app 3511-3515, PostgreSQL 54411-54416.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});
const work = await mkdtemp(path.join(tmpdir(), 'faults-backup-'));
await chmod(work, 0o755); // embedded PostgreSQL runs as the postgres user when we are root
cleanups.push(() => rm(work, { recursive: true, force: true }));
const dir = (name: string) => path.join(work, name);

/** `npm run backup` / `npm run restore`, as one process with the environment given. */
function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/ops/${command}.ts`, ...args],
      { cwd: root, env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

async function startServer(port: number, env: Record<string, string>) {
  const server = new ServerProcess(port, env);
  cleanups.push(() => server.stop());
  await server.start();
  return server;
}

/** What must survive a backup: the rows of students and documents (and their history, counters), the file bytes. */
async function state(url: string, dataDir: string) {
  const { pool } = connect(url, 1);
  try {
    const rows = async (sql: string) => (await pool.query<{ j: string }>(sql)).rows.map((r) => r.j);
    const files: Record<string, string> = {};
    const filesDir = path.join(dataDir, 'files');
    for (const e of await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => [])) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      files[path.relative(filesDir, full)] = createHash('sha256')
        .update(await readFile(full))
        .digest('hex');
    }
    return {
      students: await rows('select to_json(s)::text as j from students s order by id'),
      documents: await rows('select to_json(d)::text as j from documents d order by id'),
      history: await rows('select to_json(c)::text as j from student_events c order by id'),
      counts: await rows('select to_json(c)::text as j from student_counts c order by status'),
      employees: await rows('select to_json(e)::text as j from employees e order by id'),
      files,
    };
  } finally {
    await pool.end();
  }
}

/** What must hold in any restored copy: counters equal real counts, every document's file is there. */
async function selfConsistent(url: string, dataDir: string) {
  const { pool } = connect(url, 1);
  try {
    const counts = await pool.query(
      `select c.status from student_counts c
       where c.n <> (select count(*) from students s where s.status = c.status and s.archived_at is null)`,
    );
    expect(counts.rows).toEqual([]);
    const keys = await pool.query<{ key: string }>('select storage_key as key from documents');
    const files = new Set(
      (await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(path.join(dataDir, 'files'), path.join(e.parentPath, e.name))),
    );
    expect(keys.rows.filter((k) => !files.has(k.key))).toEqual([]);
    return keys.rows.length;
  } finally {
    await pool.end();
  }
}

describe('npm run backup and npm run restore', () => {
  it('answer their usage, and touch nothing, for arguments they do not take', { timeout: 60_000 }, async () => {
    const env = { DATA_DIR: dir('usage'), EMBEDDED_PG_PORT: '54416' };
    const backup = await run('backup', ['--help'], env);
    expect(backup).toEqual({ code: 2, output: expect.stringContaining('Usage: npm run backup [-- --out FILE]') });
    for (const args of [['--force'], ['one.tar.gz', 'two.tar.gz'], []]) {
      const restore = await run('restore', args, env);
      expect(restore, args.join(' ')).toEqual({
        code: 2,
        output: expect.stringContaining('Usage: npm run restore FILE'),
      });
    }
    expect(existsSync(dir('usage'))).toBe(false);
  });

  it('brings students, documents and file bytes back identical, embedded and on DATABASE_URL', {
    timeout: 240_000,
  }, async () => {
    // The office: its server runs while it is backed up.
    const source = await startServer(3511, { DATA_DIR: dir('a'), EMBEDDED_PG_PORT: '54411' });
    const sourceUrl = await embeddedUrl(dir('a'));
    const { db, pool } = connect(sourceUrl, 2);
    const admin = await makeEmployee(db, ['Super Admin']);
    const counselor = await makeEmployee(db, ['Counselor']);
    await pool.end();
    const register = async (name: string) => {
      const response = await source.fetch('/receptionist/add-student', {
        method: 'POST',
        cookie: admin.cookie,
        json: studentInput(counselor.id, { fullName: name }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { studentId: number } }).data.studentId;
    };
    const upload = async (studentId: number, slot: string, content: Buffer, name: string) => {
      const form = new FormData();
      form.append('documentName', slot);
      form.append('file', new Blob([content]), name);
      const response = await source.fetch(`/student/add-documents/${studentId}/${counselor.employeeId}`, {
        method: 'POST',
        cookie: admin.cookie,
        body: form,
      });
      expect(response.status).toBe(200);
    };
    for (let i = 0; i < 4; i++) {
      const studentId = await register(`Backup Student ${i} ${randomBytes(2).toString('hex')}`);
      await upload(studentId, 'sscCertificate', Buffer.concat([PDF, randomBytes(50_000)]), `ssc ${i}.pdf`);
      await upload(studentId, 'hscCertificate', Buffer.concat([PDF, randomBytes(1000)]), `hsc ${i}.pdf`);
    }
    const original = await state(sourceUrl, dir('a'));
    expect(original.documents).toHaveLength(8);
    expect(Object.keys(original.files)).toHaveLength(8);

    // 1. From the embedded PostgreSQL, its server running, into an external PostgreSQL (DATABASE_URL).
    const made = await run('backup', ['--out', dir('one.tar.gz')], { DATA_DIR: dir('a'), EMBEDDED_PG_PORT: '54411' });
    expect(made.output).toContain('Backup written');
    expect(made.code).toBe(0);
    const { postgres: external, url: externalUrl } = await externalPostgres(dir('external-pg'), 54413, 'restored');
    cleanups.push(() => external.stop());
    const intoExternal = await run('restore', [dir('one.tar.gz')], {
      DATA_DIR: dir('b'),
      DATABASE_URL: externalUrl,
    });
    expect(intoExternal.output).toContain('Restored');
    expect(intoExternal.code).toBe(0);
    const onExternal = await startServer(3512, { DATA_DIR: dir('b'), DATABASE_URL: externalUrl });
    expect(await state(externalUrl, dir('b'))).toEqual(original);
    // The restored server serves the same bytes, to the same session.
    const documentId = (JSON.parse(original.documents[0] ?? '{}') as { id: string }).id;
    const served = await onExternal.fetch(`/documents/${documentId}/file`, { cookie: admin.cookie });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Object.values(original.files)).toContain(createHash('sha256').update(bytes).digest('hex'));

    // 2. From DATABASE_URL into a new embedded PostgreSQL: its state now includes that the document was opened.
    const opened = await state(externalUrl, dir('b'));
    const again = await run('backup', ['--out', dir('two.tar.gz')], { DATA_DIR: dir('b'), DATABASE_URL: externalUrl });
    expect(again.code).toBe(0);
    const intoEmbedded = await run('restore', [dir('two.tar.gz')], { DATA_DIR: dir('c'), EMBEDDED_PG_PORT: '54414' });
    expect(intoEmbedded.output).toContain('Restored');
    expect(intoEmbedded.code).toBe(0);
    await startServer(3513, { DATA_DIR: dir('c'), EMBEDDED_PG_PORT: '54414' });
    expect(await state(await embeddedUrl(dir('c')), dir('c'))).toEqual(opened);

    // Never over existing data: a data directory in use, a database with tables.
    const overData = await run('restore', [dir('one.tar.gz')], { DATA_DIR: dir('c'), EMBEDDED_PG_PORT: '54414' });
    expect(overData.code).toBe(1);
    expect(overData.output).toContain(`The data directory ${dir('c')} is not empty`);
    const overDatabase = await run('restore', [dir('one.tar.gz')], { DATA_DIR: dir('d'), DATABASE_URL: externalUrl });
    expect(overDatabase.code).toBe(1);
    expect(overDatabase.output).toContain('The database of DATABASE_URL is not empty');

    // 3. Taken while students and documents keep arriving: the copy is one consistent moment.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const studentId = await register(`Busy ${written} ${randomBytes(3).toString('hex')}`);
        await upload(studentId, 'sscTranscript', Buffer.concat([PDF, randomBytes(200_000)]), 'busy.pdf');
        written += 1;
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    const busy = await run('backup', ['--out', dir('three.tar.gz')], { DATA_DIR: dir('a'), EMBEDDED_PG_PORT: '54411' });
    writing = false;
    await writer;
    expect(busy.code).toBe(0);
    const intoBusy = await run('restore', [dir('three.tar.gz')], { DATA_DIR: dir('e'), EMBEDDED_PG_PORT: '54415' });
    expect(intoBusy.code).toBe(0);
    await startServer(3514, { DATA_DIR: dir('e'), EMBEDDED_PG_PORT: '54415' });
    const documents = await selfConsistent(await embeddedUrl(dir('e')), dir('e'));
    expect(documents).toBeGreaterThanOrEqual(8);
    console.log(
      `backup under load: ${written} students with a document written meanwhile, ${documents - 8} in the copy`,
    );
  });
});
