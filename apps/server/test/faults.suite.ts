import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { embeddedUrl, externalPostgres, ServerProcess } from './faults-server.ts';
import { PDF } from './files.ts';
import { makeEmployee } from './helpers.ts';
import { studentInput } from './students.ts';

// Ports of this file: app 3500-3509, PostgreSQL 54400-54409 (other suites use other ranges).
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `faults-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function database(url: string) {
  const { pool, db } = connect(url, 4);
  cleanups.push(() => pool.end());
  return { pool, db };
}

/** Every file below `dir`, partial ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the server process on its embedded PostgreSQL, under faults', () => {
  let dataDir: string;
  let server: ServerProcess;
  let url: string;

  it('keeps every answered registration whole, and nothing half-written, across a SIGKILL mid-load', {
    timeout: 180_000,
  }, async () => {
    dataDir = await tempDir('kill');
    server = new ServerProcess(3501, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54401' });
    cleanups.push(() => server.stop());
    await server.start();
    url = await embeddedUrl(dataDir);
    const before = database(url);
    const receptionist = await makeEmployee(before.db, ['receptionist']);
    const counselors = await Promise.all([1, 2, 3].map(() => makeEmployee(before.db, ['Counselor'])));
    await before.pool.end();

    const TOTAL = 1000;
    // Killed once this many are answered: on a slow machine only about 150 of the thousand are answered before the
    // rest have waited the pool's 5 s for a connection (503), so a kill after 150 could never come.
    const KILL_AFTER = 50;
    const answered: string[] = [];
    const outcomes = { success: 0, refused: 0, failed: 0 };
    const refused: { name: string; status: number; body: string }[] = [];
    const tag = randomBytes(3).toString('hex');
    let killing: Promise<void> | undefined;
    const requests = Array.from({ length: TOTAL }, async (_, i) => {
      const body = studentInput(counselors[i % 3]?.id ?? '', {
        fullName: `Fault ${tag} Student ${i}`,
        phoneNumber: `+880 1800 ${String(100000 + i)}`,
        email: `fault${i}@example.com`,
      });
      try {
        const response = await server.fetch('/receptionist/add-student', {
          method: 'POST',
          cookie: receptionist.cookie,
          json: body,
        });
        if (response.status !== 201) {
          outcomes.refused += 1;
          refused.push({ name: body.fullName, status: response.status, body: await response.text() });
          return;
        }
        const created = (await response.json()) as { data: { _id: string } };
        answered.push(created.data._id);
        outcomes.success += 1;
        if (answered.length === KILL_AFTER) killing = server.kill('SIGKILL');
      } catch {
        outcomes.failed += 1; // the connection died with the server
      }
    });
    await Promise.all(requests);
    await killing;
    expect(server.alive).toBe(false);
    expect(outcomes.success).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(outcomes.failed).toBeGreaterThan(0); // the kill did land mid-load
    // A request that waited too long for a database connection (a loaded machine) is told so, and not stored.
    expect(refused.filter((r) => r.status !== 503 || !r.body.includes('DATABASE_UNAVAILABLE'))).toEqual([]);

    await server.start();
    const after = database(url);
    const ids = await after.pool.query<{ id: string; n: number }>(
      'select id, count(*)::int as n from students where id = any($1::uuid[]) group by id',
      [answered],
    );
    expect(ids.rows.length).toBe(answered.length); // every answered registration is there...
    expect(ids.rows.every((r) => r.n === 1)).toBe(true); // ...once
    const mine = await after.pool.query<{ n: number }>(
      `select count(*)::int as n from students where full_name like $1`,
      [`Fault ${tag} %`],
    );
    expect(mine.rows[0]?.n).toBeGreaterThanOrEqual(answered.length);
    expect(mine.rows[0]?.n).toBeLessThanOrEqual(TOTAL);
    // None half-written: each student has its first status-history row and its counselor's notification.
    const halves = await after.pool.query(
      `select s.id,
         (select count(*) from student_events c where c.student_id = s.id and c.kind = 'status-changed') as history,
         (select count(*) from notifications n where n.student_id = s.id) as notices
       from students s
       where (select count(*) from student_events c where c.student_id = s.id and c.kind = 'status-changed') <> 1
          or (select count(*) from notifications n where n.student_id = s.id) <> 1`,
    );
    expect(halves.rows).toEqual([]);
    const counts = await after.pool.query(
      `select c.status, c.n, (select count(*)::int from students s where s.status = c.status and s.archived_at is null) as real
       from student_counts c where c.n <> (select count(*) from students s where s.status = c.status and s.archived_at is null)`,
    );
    expect(counts.rows).toEqual([]);
    const refusedStored = await after.pool.query('select full_name from students where full_name = any($1)', [
      refused.map((r) => r.name),
    ]);
    expect(refusedStored.rows).toEqual([]);
    const duplicates = await after.pool.query(
      'select lower(full_name), count(*) from students group by lower(full_name), phone_key having count(*) > 1',
    );
    expect(duplicates.rows).toEqual([]);
    console.log(
      `SIGKILL under load: ${outcomes.success} answered 201, ${outcomes.refused} answered 503, ${outcomes.failed} cut off, ${mine.rows[0]?.n} stored after restart`,
    );
  });

  it('registers no document and leaves no file when an upload is cut off halfway', { timeout: 60_000 }, async () => {
    if (!server.alive) await server.start(); // the test before stopped short of its restart
    const { db } = database(url);
    const admin = await makeEmployee(db, ['Super Admin']);
    const counselor = await makeEmployee(db, ['Counselor']);
    const created = await server.fetch('/receptionist/add-student', {
      method: 'POST',
      cookie: admin.cookie,
      json: studentInput(counselor.id, { fullName: `Upload ${randomBytes(3).toString('hex')}` }),
    });
    expect(created.status).toBe(201);
    const student = ((await created.json()) as { data: { _id: string; studentId: number } }).data;
    const route = `/api/v1/student/add-documents/${student.studentId}/${counselor.employeeId}`;
    const studentFiles = path.join(dataDir, 'files', 'students', student._id);

    // 4 MB of PDF, of which the client sends the first 2 MB and then drops the connection.
    const boundary = `----faults${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nsscCertificate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ssc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const content = Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let partial: string[] = [];
    const answer = await new Promise<string>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: route,
        headers: {
          cookie: admin.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + content.length + tail.length,
        },
      });
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', () => resolve('cut off'));
      req.write(head);
      req.write(content.subarray(0, 2 * 1024 * 1024), () => {
        // Give the server time to start storing, then drop the connection mid-file.
        setTimeout(async () => {
          partial = await filesUnder(studentFiles);
          req.destroy();
          resolve('cut off');
        }, 500);
      });
    });
    expect(answer).toBe('cut off');
    expect(partial.map((f) => path.extname(f))).toEqual(['.partial']); // it was being stored when cut off

    let left: string[] = [];
    for (let i = 0; i < 50; i++) {
      left = await filesUnder(studentFiles);
      if (left.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(left).toEqual([]);
    const rows = await db.execute(`select count(*)::int as n from documents where owner_id = '${student._id}'`);
    expect(rows.rows[0]?.n).toBe(0);
    expect(server.alive).toBe(true);

    // The same upload sent whole is stored and registered: the check above looks at the right place.
    const form = new FormData();
    form.append('documentName', 'sscCertificate');
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'ssc.pdf');
    const whole = await server.fetch(route.replace('/api/v1', ''), {
      method: 'POST',
      cookie: admin.cookie,
      body: form,
    });
    expect(whole.status).toBe(200);
    expect(await filesUnder(studentFiles)).toHaveLength(1);
    const stored = await db.execute(`select count(*)::int as n from documents where owner_id = '${student._id}'`);
    expect(stored.rows[0]?.n).toBe(1);
  });

  it('keeps answering after socket handshakes whose Origin is not a URL', { timeout: 60_000 }, async () => {
    if (!server.alive) await server.start();
    for (const origin of ['null', 'not a url', 'http://']) {
      const handshake = await fetch('http://127.0.0.1:3501/socket.io/?EIO=4&transport=polling', {
        headers: { origin },
      });
      expect(handshake.status).toBe(403);
    }
    expect(server.alive).toBe(true);
    expect(await server.healthy()).toBe(true);
  });
});

describe('the server on an external PostgreSQL that stops and starts again', () => {
  it('answers 503 with a clear message while the database is down, and recovers without a restart', {
    timeout: 120_000,
  }, async () => {
    const pgDir = await tempDir('extpg');
    await chmod(pgDir, 0o755); // initdb runs as the postgres user when we are root
    const { postgres, url } = await externalPostgres(path.join(pgDir, 'pg'), 54402, 'studydesk');
    cleanups.push(() => postgres.stop());

    const server = new ServerProcess(3502, { DATA_DIR: await tempDir('extpg-data'), DATABASE_URL: url });
    cleanups.push(() => server.stop());
    await server.start();
    const { db, pool } = database(url);
    const receptionist = await makeEmployee(db, ['receptionist']);
    const counselor = await makeEmployee(db, ['Counselor']);
    await pool.end();

    // Steady traffic of reads and writes from before the stop until after the restart. The reads include the
    // list and the suggestions, prepared statements on every connection: the new connections prepare them anew.
    const reads = [
      '/auth/me',
      '/super-admin/filter-leads?fullName=ext',
      '/super-admin/get-student-suggestion?fullName=ext',
    ];
    const statuses = new Map<number, number>();
    let running = true;
    let n = 0;
    const worker = async () => {
      while (running) {
        n += 1;
        const write = n % 2 === 0;
        const response = await server
          .fetch(write ? '/receptionist/add-student' : (reads[n % reads.length] as string), {
            method: write ? 'POST' : 'GET',
            cookie: receptionist.cookie,
            json: write
              ? studentInput(counselor.id, { fullName: `Ext ${n} ${randomBytes(3).toString('hex')}` })
              : undefined,
          })
          .catch(() => null);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await response?.arrayBuffer().catch(() => {});
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((r) => setTimeout(r, 1000));

    await postgres.stop();
    const health = await server.fetch('/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { data: { database: string } }).data.database).toBe('down');
    const down = await server.fetch('/receptionist/add-student', {
      method: 'POST',
      cookie: receptionist.cookie,
      json: studentInput(counselor.id),
    });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable; try again in a moment.' },
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.alive).toBe(true);

    await postgres.start();
    let recovered = false;
    for (let i = 0; i < 100 && !recovered; i++) {
      recovered = await server.healthy();
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(workers);
    const after = await server.fetch('/receptionist/add-student', {
      method: 'POST',
      cookie: receptionist.cookie,
      json: studentInput(counselor.id),
    });
    expect(after.status).toBe(201);
    const list = await server.fetch('/super-admin/filter-leads?fullName=ext', { cookie: receptionist.cookie });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(server.alive).toBe(true);
    console.log('answers while PostgreSQL stopped and started:', Object.fromEntries(statuses));
    // Every answer was a success or a clear 503: no 500, no dropped connection.
    expect([...statuses.keys()].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);
  });
});
