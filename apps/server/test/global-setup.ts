import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connect, migrateToLatest } from '../src/db/client.ts';
import { startEmbedded } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database that each test file copies as its own (CREATE DATABASE ... TEMPLATE). */
    templateUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * One real PostgreSQL for the whole run: the embedded one in a temporary directory,
 * or TEST_DATABASE_URL (a server where we may create databases) when it is set.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dir: string | undefined;
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'studydesk-test-'));
    const running = await startEmbedded(dir, await freePort(), pino({ level: 'warn' }));
    url = running.url;
    stop = running.stop;
  }
  const { pool, db } = connect(url, 1);
  await migrateToLatest(db);
  await pool.end();
  project.provide('templateUrl', url);
  return async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
