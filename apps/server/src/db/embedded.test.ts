import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbedded } from './embedded.ts';

// Ports of this file: PostgreSQL 54440, 54441 and 54442.
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
  it('is reached by a socket in its own data directory, TCP beside it, and none in /tmp', {
    timeout: 60_000,
  }, async () => {
    const dir = await dataDir();
    const running = await startEmbedded(dir, 54440, pino({ level: 'silent' }));
    try {
      expect(running.url).toContain(`?host=${encodeURIComponent(path.join(dir, 'pg'))}`);
      // inet_server_addr(): null through a socket, the loopback address through TCP.
      for (const [url, address] of [
        [running.url, null],
        [running.url.replace(/\?.*$/, ''), '127.0.0.1'],
      ] as const) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        expect((await client.query('select inet_server_addr() as at')).rows).toEqual([{ at: address }]);
        await client.end();
      }
      expect(existsSync('/tmp/.s.PGSQL.54440')).toBe(false);
      expect(existsSync('/tmp/.s.PGSQL.54440.lock')).toBe(false);
    } finally {
      await running.stop();
    }
  });

  it('of a data directory too deep for a socket path is reached by TCP', { timeout: 60_000 }, async () => {
    const deep = path.join(await dataDir(), 'a-folder-name-of-forty-characters-long-x'.repeat(2));
    const running = await startEmbedded(deep, 54440, pino({ level: 'silent' }));
    try {
      expect(running.url).not.toContain('?host=');
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      expect((await client.query('select inet_server_addr() as at')).rows).toEqual([{ at: '127.0.0.1' }]);
      await client.end();
    } finally {
      await running.stop();
    }
  });

  it('refuses a second start on its data directory while the process that started it runs, and goes on', {
    timeout: 60_000,
  }, async () => {
    const dir = await dataDir();
    const running = await startEmbedded(dir, 54442, pino({ level: 'silent' }));
    try {
      await expect(startEmbedded(dir, 54442, pino({ level: 'silent' }))).rejects.toThrow(
        `StudyDesk is already running on ${dir}`,
      );
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
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

  it('leaves the exit code a process sets as it is (a failed test run ended 0)', { timeout: 30_000 }, async () => {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', "await import('./embedded.ts'); process.exitCode = 3;"],
        { cwd: import.meta.dirname, stdio: 'ignore' },
      );
      child.once('exit', resolve);
    });
    expect(code).toBe(3);
  });
});
