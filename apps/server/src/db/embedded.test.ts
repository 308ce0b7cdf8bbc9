import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbedded } from './embedded.ts';

// Ports of this file: PostgreSQL 54440 and 54441.
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-'));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** Holds a port on both loopback addresses, as another program would. */
async function hold(port: number) {
  const servers = await Promise.all(
    ['127.0.0.1', '::1'].map(
      (host) =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(port, host, () => resolve(server));
        }),
    ),
  );
  return () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
}

describe('the embedded PostgreSQL', () => {
  it('listens on TCP only, leaving no socket or lock file in /tmp', { timeout: 60_000 }, async () => {
    const running = await startEmbedded(await dataDir(), 54440, pino({ level: 'silent' }));
    try {
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
      expect(existsSync('/tmp/.s.PGSQL.54440')).toBe(false);
      expect(existsSync('/tmp/.s.PGSQL.54440.lock')).toBe(false);
    } finally {
      await running.stop();
    }
  });

  it('that cannot start says why in its own words', { timeout: 60_000 }, async () => {
    const release = await hold(54441);
    try {
      await expect(startEmbedded(await dataDir(), 54441, pino({ level: 'silent' }))).rejects.toThrow(
        /the embedded PostgreSQL did not start:[\s\S]*(could not bind|could not create any TCP\/IP sockets)/,
      );
    } finally {
      await release();
    }
  });
});
