import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { embeddedUrl, ServerProcess } from './faults-server.ts';
import { makeEmployee } from './helpers.ts';

// Ports of this file: app 3530, PostgreSQL 54430.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const until = async (what: string, check: () => Promise<boolean>, seconds = 120) => {
  for (let i = 0; i < seconds * 10; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const ROWS = 20_000;

describe('an import when its server is killed mid-run', () => {
  it('keeps whole batches only, and the restarted server finishes it without doubling a row', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'faults-import-'));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = new ServerProcess(3530, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54430' });
    cleanups.push(() => server.stop());
    await server.start();
    const { pool, db } = connect(await embeddedUrl(dataDir), 2);
    cleanups.push(() => pool.end());
    const admin = await makeEmployee(db, ['Super Admin']);
    await makeEmployee(db, ['Counselor']);
    await makeEmployee(db, ['Counselor']);
    const headers = { cookie: admin.cookie, origin: 'http://127.0.0.1:3530' };

    const lines = [
      'Name,Phone',
      ...Array.from({ length: ROWS }, (_, i) => `Killed Import ${i},0191${String(i).padStart(7, '0')}`),
    ];
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'office.csv');
    const uploaded = await fetch(`${server.base}/imports`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { _id: string } };
    const run = await fetch(`${server.base}/imports/${data._id}/run`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: ['fullName', 'phoneNumber'], counselor: 'auto', duplicates: 'skip' }),
    });
    expect(run.status).toBe(202);

    const progress = async () =>
      (
        await db.execute<{ status: string; rowsDone: number; created: number; written: number }>(sql`
          select status, rows_done as "rowsDone", created,
            (select count(*)::int from students where import_id = ${data._id}) as written
          from imports where id = ${data._id}`)
      ).rows[0];
    await until('a first batch', async () => ((await progress())?.rowsDone ?? 0) >= 2000);
    await server.kill('SIGKILL');

    // Only whole batches, each with its progress: what is written is what the import says it wrote.
    const atKill = await progress();
    expect(atKill?.status).toBe('running');
    expect(atKill?.rowsDone).toBeLessThan(ROWS);
    expect((atKill?.rowsDone ?? 0) % 1000).toBe(0);
    expect(atKill?.written).toBe(atKill?.created);

    // The dead runner's lease runs out (a minute, moved here instead of waited for); the restarted server resumes.
    await db.execute(sql`update imports set lease_until = now() - interval '1 second' where id = ${data._id}`);
    await server.start();
    await until('the import to finish', async () => (await progress())?.status === 'done');
    const done = await progress();
    expect(done).toMatchObject({ rowsDone: ROWS, created: ROWS, written: ROWS });
  });
});
